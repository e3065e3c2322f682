import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import { z } from 'zod'
import { isUnavailableRemoteModule } from './remote-fallback-plugin'

/** `/remotes.json`: container name → URL of its mf-manifest.json. */
export const remotesManifestSchema = z.record(z.string(), z.string())
export type RemotesManifest = z.infer<typeof remotesManifestSchema>

let knownRemotes: RemotesManifest = {}

export class RemoteUnavailableError extends Error {
  constructor(readonly moduleId: string, cause?: unknown) {
    super(`The remote module ${moduleId} is not available`, { cause })
    this.name = 'RemoteUnavailableError'
  }
}

/** Fetches the remotes manifest and registers every remote with the federation runtime. */
export async function initFederation(manifestUrl = '/remotes.json'): Promise<RemotesManifest> {
  if (!getInstance()) throw new Error('The federation runtime is not initialised')
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store' })
    knownRemotes = remotesManifestSchema.parse(await response.json())
  } catch (error) {
    console.error('Could not load the remotes manifest', error)
    knownRemotes = {}
  }
  registerRemotes(
    Object.entries(knownRemotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  )
  return knownRemotes
}

export function remoteNames(): string[] {
  return Object.keys(knownRemotes)
}

/** Registers a remote again, so the next load fetches its manifest anew (Retry). */
export function resetRemote(name: string): void {
  const entry = knownRemotes[name]
  if (entry) registerRemotes([{ name, entry }], { force: true })
}

/** Loads `remote/Module`, or throws RemoteUnavailableError. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  let loaded: unknown
  try {
    loaded = await loadRemote<T>(id)
  } catch (error) {
    throw new RemoteUnavailableError(id, error)
  }
  if (!loaded || isUnavailableRemoteModule(loaded)) throw new RemoteUnavailableError(id)
  return loaded as T
}
