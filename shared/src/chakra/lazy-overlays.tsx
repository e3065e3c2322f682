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
 * Each part (`Menu.Root`, `Dialog.Content`, …) is Chakra's own once the chunk is there. Before that it
 * suspends: whoever renders an overlay that may be the first gives it a `<Suspense>` boundary of its own, with
 * what should show meanwhile (nothing for a dialog), so that the page around it stays. What shows before a
 * press, as a menu's button does, stands alone until that press instead (`MenuButton` in @grile/shared/ui), so
 * as not to load the chunk while the page itself is loading.
 */

type OverlayModule = typeof Overlays
type OverlayName = keyof OverlayModule
type AnyComponent = ComponentType<Record<string, unknown>>

let loaded: OverlayModule | undefined
let loading: Promise<OverlayModule> | undefined

/** Loads the overlays' chunk, once; resolves when their parts render without suspending. */
export function loadOverlays(): Promise<OverlayModule> {
  loading ??= import(/* webpackChunkName: "overlays" */ './overlays').then((module) => (loaded = module))
  return loading
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
      if (!loaded) throw loadOverlays()
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
