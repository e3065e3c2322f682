import { useEffect, useEffectEvent, useState, type ReactNode } from 'react'
import { loadOverlays, overlaysLoaded } from '@grile/shared/chakra'
import { showError, useAlertStore } from './alert-store'

/** Said when an overlay's code did not come (decision 0057): the press did something, and may be made again. */
export const OVERLAY_UNAVAILABLE_TITLE = 'This could not be opened.'
export const OVERLAY_UNAVAILABLE_TEXT = 'Please check your connection and try again.'

/** The alert of the last failed load, while it shows: one at a time, and gone once the code has come. */
let unavailableAlert: number | undefined

function sayUnavailable(): void {
  forgetUnavailable()
  unavailableAlert = showError(OVERLAY_UNAVAILABLE_TITLE, OVERLAY_UNAVAILABLE_TEXT)
}

/** A failure said before is no longer true, and the alert would cover what just opened (a menu, on a phone). */
function forgetUnavailable(): void {
  if (unavailableAlert !== undefined) useAlertStore.getState().dismissAlert(unavailableAlert)
  unavailableAlert = undefined
}

/**
 * Whether the overlays' code (menus, dialogs, the drawer: decision 0056) is there for an overlay that is to
 * open (`wanted`). If it is not, it is asked for; if it does not come, an alert says so and `onUnavailable`
 * takes the opening back (the dialog's or the menu's state goes back to closed), so that the next press asks
 * for the code again rather than finding the overlay "open" with nothing shown. The alert goes once it has come.
 */
export function useOverlaysLoaded(wanted: boolean, onUnavailable: () => void): boolean {
  const [came, setCame] = useState(overlaysLoaded)
  const unavailable = useEffectEvent(onUnavailable)
  const loaded = came || overlaysLoaded()
  useEffect(() => {
    if (!wanted || loaded) return
    let current = true
    void loadOverlays().then((arrived) => {
      if (!current) return
      if (arrived) {
        forgetUnavailable()
        setCame(true)
        return
      }
      sayUnavailable()
      unavailable()
    })
    return () => {
      current = false
    }
  }, [wanted, loaded])
  return loaded
}

/**
 * True from the first render where `open` is, then for good. A dialog or drawer rendered while closed costs
 * its render at start, and its state machines, once started, make React render it again synchronously: on a
 * page rendered at build time, that render took the rest of the page's hydration with it, one blocking task
 * of 70–100 ms on a phone (decision 0040). Rendered from its first opening instead, and kept, it still closes
 * with its animation.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

interface OverlayProps {
  /** The overlay's own `open`. */
  open: boolean
  /** Closes it, as its close button would: called when its code did not come. */
  onUnavailable: () => void
  /** The overlay (`Dialog.Root`, `Drawer.Root`), given the same `open`. */
  children: ReactNode
}

/**
 * A dialog or a drawer, rendered from its first opening (`useOpenedOnce`) and once its code has come. At that
 * first opening the overlays' code may still be on its way: nothing shows until it has come, and if it does
 * not come, the overlay is closed again with an alert (`useOverlaysLoaded`).
 */
export function Overlay({ open, onUnavailable, children }: OverlayProps) {
  const opened = useOpenedOnce(open)
  const loaded = useOverlaysLoaded(open, onUnavailable)
  return opened && loaded ? children : null
}
