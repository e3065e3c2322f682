import { getInstance, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import { z } from 'zod'
import { fetchAtStart } from '@grile/shared/api'
import { isUnavailableRemoteModule } from './remote-fallback-plugin'

/** `/remotes.json`: container name → URL of its mf-manifest.json. */
export const remotesManifestSchema = z.record(z.string(), z.string())
export type RemotesManifest = z.infer<typeof remotesManifestSchema>

let knownRemotes: RemotesManifest = {}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly moduleId: string,
    cause?: unknown,
  ) {
    super(`The remote module ${moduleId} is not available`, { cause })
    this.name = 'RemoteUnavailableError'
  }
}

/** Where the remotes manifest was read from (Retry reads it again there). */
let remotesManifestUrl = '/remotes.json'

/** The remotes manifest as the server answers it now (the live releases), or undefined when it cannot be read. */
async function readRemotesManifest(): Promise<RemotesManifest | undefined> {
  try {
    const response = await fetchAtStart(remotesManifestUrl)
    return remotesManifestSchema.parse(await response.json())
  } catch (error) {
    console.error('Could not load the remotes manifest', error)
    return undefined
  }
}

/** Fetches the remotes manifest and registers every remote with the federation runtime. */
export async function initFederation(manifestUrl = '/remotes.json'): Promise<RemotesManifest> {
  if (!getInstance()) throw new Error('The federation runtime is not initialised')
  remotesManifestUrl = manifestUrl
  knownRemotes = (await readRemotesManifest()) ?? {}
  registerRemotes(
    Object.entries(knownRemotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  )
  return knownRemotes
}

export function remoteNames(): string[] {
  return Object.keys(knownRemotes)
}

/**
 * Retry: registers a remote again at the address the server names now, so the next load fetches the live
 * release's manifest (a release promoted since the page loaded, or the one whose chunk went missing). When the
 * manifest cannot be read, the address the page started with is tried again.
 */
export async function resetRemote(name: string): Promise<void> {
  for (const id of loadedModules.keys()) if (id.startsWith(`${name}/`)) loadedModules.delete(id)
  const live = (await readRemotesManifest())?.[name]
  if (live) knownRemotes = { ...knownRemotes, [name]: live }
  const entry = knownRemotes[name]
  if (entry) registerRemotes([{ name, entry }], { force: true })
}

const loadedModules = new Map<string, unknown>()
const pendingLoads = new Map<string, Promise<unknown>>()

/** Loads `remote/Module`, or throws RemoteUnavailableError. One download per module, however many ask. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (loadedModules.has(id)) return loadedModules.get(id) as T
  let pending = pendingLoads.get(id)
  if (!pending) {
    pending = loadRemote<T>(id).finally(() => pendingLoads.delete(id))
    pendingLoads.set(id, pending)
  }
  let loaded: unknown
  try {
    loaded = await pending
  } catch (error) {
    throw new RemoteUnavailableError(id, error)
  }
  if (!loaded || isUnavailableRemoteModule(loaded)) throw new RemoteUnavailableError(id)
  loadedModules.set(id, loaded)
  return loaded as T
}

/** The module if it has already loaded (a preload or an earlier visit), so it renders without a frame of loading. */
export function loadedRemoteModule<T>(id: string): T | undefined {
  return loadedModules.get(id) as T | undefined
}

/** The optional module of a remote that starts the requests its exposed modules make first. */
export const PRELOAD_MODULE = 'preload'

/**
 * Starts the requests `remote/module` will make when rendered with `props`, beside the module's own
 * download: the remote's small `preload` module exports `preload<Module>(props)` for the modules whose
 * data is worth starting early (it reads the location itself). A remote without one, or that is down,
 * is left to the page, which shows its own fallback.
 */
export function preloadRemoteData<P>(remote: string, module: string, props: P): void {
  loadRemoteModule<Record<string, unknown>>(`${remote}/${PRELOAD_MODULE}`)
    .then((preloads) => {
      const start = preloads[`preload${module}`]
      if (typeof start === 'function') start(props)
    })
    .catch(() => undefined)
}

/**
 * Downloads the code of `remote/module`, and of the remote's `preload` module, without running them, so they
 * can download before the libraries they run with have loaded (running a remote's module sooner would settle
 * its shared libraries before the shell's own are loaded). Loading them later finds them in the browser's
 * cache. Failures are left for the page that needs the module.
 */
export function preloadRemoteCode(remote: string, module: string): void {
  if (!(remote in knownRemotes) || loadedModules.has(`${remote}/${module}`)) return
  preloadRemote([{ nameOrAlias: remote, exposes: [module, PRELOAD_MODULE] }]).catch(() => undefined)
}

/**
 * Starts loading `remote/Module` ahead of need (a hover on a link to it, idle time); failures are left
 * for the page that needs the module, which shows its fallback with Retry.
 */
export function preloadRemoteModule(id: string): void {
  if (loadedModules.has(id) || pendingLoads.has(id)) return
  loadRemoteModule(id).catch(() => undefined)
}
