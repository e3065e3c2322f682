import { RemoteArea, type RemoteAppProps } from '@grile/shared/federation'
import type { RemoteMount } from '../config/remote-routes'
import { RouteGuard } from './route-guard'

export function RemoteRoute({ mount }: { mount: RemoteMount }) {
  return (
    <RouteGuard access={mount.access}>
      <RemoteArea<RemoteAppProps>
        remote={mount.remote}
        module="App"
        props={{ basePath: mount.basePath }}
        fallbackTitle={mount.fallbackTitle}
      />
    </RouteGuard>
  )
}
