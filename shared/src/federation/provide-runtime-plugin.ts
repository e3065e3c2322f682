import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import * as runtimeCore from '@module-federation/runtime-core'

/** Where a remote built with `experiments.externalRuntime` finds the federation runtime (a global). */
const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE'

/**
 * The host lends its federation runtime to the remotes: a remote's entry then carries no copy of its own
 * (about 90 KB of each remoteEntry.js, compiled and evaluated again for each remote a page loads; decision
 * 0048). Federation's own plugin for this (`provideExternalRuntime`) imports the runtime's CommonJS build,
 * which the host's ES build already holds, so main.js carried both; this one hands over the module the host
 * runs.
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  const global = globalThis as Record<string, unknown>
  global[RUNTIME_GLOBAL] ??= runtimeCore
  return { name: 'provide-runtime-plugin' }
}
