import type { RemoteAppProps } from '@grile/shared/federation'
import { RemoteArea } from '@grile/shared/ui'
import type { RemoteMount } from '../config/remote-routes'
import { RouteGuard } from './route-guard'

export function RemoteRoute({ mount }: { mount: RemoteMount }) {
  return (
    <>
      {/* React puts it in <head>: the tab names the page, and no page is left without a title. */}
      <title>{mount.title}</title>
      <RouteGuard access={mount.access}>
        <RemoteArea<RemoteAppProps>
          remote={mount.remote}
          module="App"
          props={{ basePath: mount.basePath }}
          fallbackTitle={mount.fallbackTitle}
        />
      </RouteGuard>
    </>
  )
}
