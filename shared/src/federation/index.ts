export {
  initFederation,
  loadRemoteModule,
  preloadRemoteModule,
  preloadRemoteData,
  resetRemote,
  remoteNames,
  RemoteUnavailableError,
} from './remotes'
export type { RemotesManifest } from './remotes'
export { RemoteArea, RemoteFallback } from './remote-area'
export type { RemoteAreaProps } from './remote-area'

/** What every remote's `App` receives from the shell. */
export interface RemoteAppProps {
  /** The path the shell mounted the remote under, e.g. `/exams`. */
  basePath: string
}
export { renderStandalone } from './standalone'
