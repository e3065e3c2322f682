// How remotes are found and loaded at run time, without React: the start sets it up before the libraries
// a page renders with. The parts of a page a remote fills (RemoteArea, its fallback, a remote running on
// its own) are in @grile/shared/ui.
export {
  initFederation,
  loadRemoteModule,
  loadedRemoteModule,
  preloadRemoteCode,
  preloadRemoteModule,
  preloadRemoteData,
  resetRemote,
  remoteNames,
  RemoteUnavailableError,
} from './remotes'
export type { RemotesManifest } from './remotes'

/** What every remote's `App` receives from the shell. */
export interface RemoteAppProps {
  /** The path the shell mounted the remote under, e.g. `/exams`. */
  basePath: string
}
