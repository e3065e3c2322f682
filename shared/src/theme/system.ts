import { createSystem } from '@grile/shared/chakra/system'
import { preparedSystem } from './start'
import { SYSTEM_CONFIGS } from './system-config'

export { SOLID_HOVER } from './system-config'

/**
 * The one Chakra system of the product, built once when the page starts (light and dark themes come from
 * Chakra's semantic tokens): by the app's start in steps (./start.ts), or here in one go (a remote running on
 * its own, tests, the build's own rendering).
 */
export const system = preparedSystem() ?? createSystem(...SYSTEM_CONFIGS)

/**
 * Set on the <style> elements that bring Chakra's global styles with the page's HTML, written at build time
 * (the shell's prerender step).
 */
export const GLOBAL_STYLES_ATTRIBUTE = 'data-global-styles'

let systemForThisPage: typeof system | undefined

/**
 * The system a page renders with. Chakra's global styles (its reset, the base styles and a CSS variable for
 * every token) are the same on every page of a build, and computing them is most of creating the system.
 * When the page's HTML already holds them, the browser neither computes them (our patch of Chakra makes them
 * lazy) nor inserts them a second time: the page renders with this system, whose global styles are empty.
 * Elsewhere (a remote running on its own, tests, the build's own rendering) it is `system`. Chosen once,
 * so the context's value never changes.
 */
export function pageSystem(): typeof system {
  systemForThisPage ??=
    typeof document !== 'undefined' && document.querySelector(`style[${GLOBAL_STYLES_ATTRIBUTE}]`)
      ? (Object.create(system, { _global: { value: [] } }) as typeof system)
      : system
  return systemForThisPage
}
