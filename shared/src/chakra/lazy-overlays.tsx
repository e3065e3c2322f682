import type { ComponentType } from 'react'
import type * as Overlays from './overlays'

/*
 * Menu, Dialog and Drawer, with the code behind them loaded when first needed.
 *
 * Nothing opens above a page as it starts: the drawer and every dialog render from their first opening, and a
 * menu shows only its button. Their code (Ark UI's menu and dialog machines, the focus trap, Floating UI) was
 * still a third of the start's Chakra, downloaded and evaluated before any page could paint (27 KB of Brotli,
 * decision 0056). It is now a chunk of this module's own, named `overlays` (the journeys know its file by that
 * name): loaded by the first part that renders, or earlier by `loadOverlays()`, which the shell calls once the
 * page has settled and the top bar's navigation button as it is pressed.
 *
 * Each part (`Menu.Root`, `Dialog.Content`, …) is Chakra's own once the chunk is there, and suspends before
 * that. The apps do not render a part before then: a dialog or the drawer shows once the chunk has come, and a
 * menu's button stands alone until its first press (`Overlay` and `MenuButton` in @grile/shared/ui, through
 * `useOverlaysLoaded`), which also say a failed load and try again at the next opening.
 */

type OverlayModule = typeof Overlays
type OverlayName = keyof OverlayModule
type AnyComponent = ComponentType<Record<string, unknown>>

let loaded: OverlayModule | undefined
let loading: Promise<boolean> | undefined
/** Why the last load failed, until another starts. */
let failure: unknown

/**
 * Loads the overlays' chunk; resolves true once their parts render without suspending, or false if the chunk
 * did not come (offline, or a release that removed the file). A failed load is forgotten: the next call asks
 * for the chunk again, so a press after the connection is back opens what it opens.
 */
export function loadOverlays(): Promise<boolean> {
  if (loaded) return Promise.resolve(true)
  if (!loading) {
    failure = undefined
    loading = import(/* webpackChunkName: "overlays" */ './overlays').then(
      (module) => {
        loaded = module
        return true
      },
      (error: unknown) => {
        failure = error
        loading = undefined
        return false
      },
    )
  }
  return loading
}

/** Whether the overlays' parts render at once (their chunk has come). */
export function overlaysLoaded(): boolean {
  return loaded !== undefined
}

/** Chakra's namespace `name`, each part of it rendering Chakra's own part once the chunk has loaded. */
function lazyOverlay<N extends OverlayName>(name: N): OverlayModule[N] {
  const parts = new Map<string, AnyComponent>()
  const partFor = (part: string): AnyComponent => {
    const known = parts.get(part)
    if (known) return known
    function OverlayPart(props: Record<string, unknown>) {
      // Suspends by throwing the load, as React.lazy does: `use()` may not be skipped once it has suspended,
      // and a part rendered after the chunk has come must render at once.
      // A part rendered after a failed load throws the failure to its error boundary, rather than asking for the
      // chunk again at each render. Whoever opens an overlay waits for `loadOverlays()` first and says a failure
      // itself (`useOverlaysLoaded` in @grile/shared/ui), so this is only a part rendered without that wait.
      if (!loaded) {
        if (failure !== undefined) throw failure
        throw loadOverlays()
      }
      const Part = (loaded[name] as unknown as Record<string, AnyComponent>)[part]!
      return <Part {...props} />
    }
    OverlayPart.displayName = `${name}.${part}`
    parts.set(part, OverlayPart)
    return OverlayPart
  }
  // A namespace's parts are its capitalised members (Root, Trigger, Content…); nothing else is read from it.
  return new Proxy({} as OverlayModule[N], {
    get: (_namespace, part) => (typeof part === 'string' && /^[A-Z]/.test(part) ? partFor(part) : undefined),
  })
}

export const Dialog = lazyOverlay('Dialog')
export const Drawer = lazyOverlay('Drawer')
export const Menu = lazyOverlay('Menu')
