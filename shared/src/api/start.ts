import { yieldToBrowser } from './yield-to-browser'

/**
 * zod (with its configuration), then the contract's modules that build schemas, each after the modules it
 * imports, so that loading one builds its own schemas and no others. The modules without schemas come with the
 * API client. A module missing here would still be built, in the client's step; a unit test (start.test.ts)
 * keeps every step small and the list whole.
 */
const CONTRACT_MODULES = [
  () => import('../contract/zod-config'),
  () => import('../contract/common'),
  () => import('../contract/problem'),
  () => import('../contract/client-config'),
  () => import('../contract/exams'),
  () => import('../contract/mastery'),
  () => import('../contract/users'),
  () => import('../contract/attempts'),
  () => import('../contract/exercises'),
  () => import('../contract/interactive-attempts'),
  () => import('../contract/choices'),
  () => import('../contract/materials'),
  () => import('../contract/offers'),
  () => import('../contract/purchases'),
  () => import('../contract/vouchers'),
  () => import('../contract/explanations'),
  () => import('../contract/admin'),
  () => import('../contract/releases'),
]

/**
 * Loads the API client for the app's start, its contract's schemas built a module per task, the browser free in
 * between (decision 0043). Built in one go, zod and the contract's some 640 schemas held a phone's main thread
 * for a quarter of a second on every page's start; a step builds a few dozen. The contract's modules are the
 * same ones `@grile/shared/contract` imports: the build keeps them in one chunk, so a step downloads nothing.
 */
export async function loadApiClient() {
  for (const load of CONTRACT_MODULES) {
    await load()
    await yieldToBrowser()
  }
  return import('@grile/shared/api')
}
