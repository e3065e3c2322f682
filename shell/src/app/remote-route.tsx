import { RemoteArea, type RemoteAppProps } from '@grile/shared/federation'
import type { RemoteMount } from '../config/remote-routes'

export function RemoteRoute({ mount }: { mount: RemoteMount }) {
  return (
    <RemoteArea<RemoteAppProps>
      remote={mount.remote}
      module="App"
      props={{ basePath: mount.basePath }}
      fallbackTitle={mount.fallbackTitle}
    />
  )
}
