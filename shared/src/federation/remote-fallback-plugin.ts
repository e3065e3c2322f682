import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/** What a remote module resolves to when its remote could not be loaded. */
export interface UnavailableRemoteModule {
  __remoteUnavailable: string
}

export function isUnavailableRemoteModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && '__remoteUnavailable' in value
}

/**
 * Turns a remote that fails to load into a marker module instead of an exception deep in the
 * federation runtime, so only that remote's area shows its fallback. No static imports of shared
 * packages here: the plugin runs before they are negotiated.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback-plugin',
    errorLoadRemote(args) {
      // A remote's `preload` module is optional (see preloadRemoteData): its absence is no failure.
      if (!args.id.endsWith('/preload')) {
        console.warn(
          `[federation] remote module ${args.id} could not be loaded (${args.lifecycle})`,
          args.error,
        )
      }
      if (args.lifecycle !== 'onLoad') return undefined
      const fallback: UnavailableRemoteModule = { __remoteUnavailable: args.id }
      // webpack's own import() expects a module factory; loadRemote() expects the module.
      return args.from === 'build' ? () => fallback : fallback
    },
  }
}
