import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { loadOverlays, Menu, Portal } from '@grile/shared/chakra'
import { useOverlaysLoaded } from './overlay'

export interface MenuButtonProps {
  /** The button that opens the menu (a Button or an IconButton, with its name). */
  button: ReactElement<{
    onClick?: () => void
    onKeyDown?: (event: KeyboardEvent) => void
    onPointerDown?: () => void
    onFocus?: () => void
    onBlur?: () => void
    'aria-haspopup'?: 'menu'
    'aria-expanded'?: boolean
    ref?: Ref<HTMLButtonElement>
  }>
  /** The menu's entries (`Menu.Item`). */
  children: ReactNode
  /**
   * `fixed` for a button that stays where it is on the screen while the page scrolls (the top bar's): the
   * menu is placed on the screen too, so a scroll does not carry it away from its button until it is placed
   * again, a frame later. By default the menu is placed on the page, as a button in the page's flow needs.
   */
  strategy?: 'absolute' | 'fixed'
}

/** The keys that open a menu from its button (with its first entry highlighted), as Chakra's menu has them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

/** Where the menu is placed, as Chakra's menu takes it: one object each, the same from render to render. */
const POSITIONING = { absolute: { strategy: 'absolute' }, fixed: { strategy: 'fixed' } } as const

/** A press on a menu's button: by a key (the menu opens on its first entry) or a click. */
type Press = 'key' | 'click'

/**
 * A button and the menu it opens (the user's menu in the top bar, a table row's ⋮).
 *
 * The menus' code is a chunk of its own (`@grile/shared/chakra`'s overlays), which the page loads once it has
 * settled. Until the button is first pressed it stands alone, drawn and named as a menu's button: nothing on
 * the page waits for that code, and the button stays the same element while the page lives. The first press
 * loads the code if it has not come yet and is kept: once the menu's own button has taken the place of this
 * one, the press is made again on it, so the menu opens as that press opens it, and focus moves with it. If
 * the code does not come, an alert says so and the press is let go: the next one asks for it again.
 */
export function MenuButton({ button, children, strategy = 'absolute' }: MenuButtonProps) {
  const [kept, setKept] = useState<Press | null>(null)
  const focused = useRef(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const keep = (press: Press) => {
    setKept(press)
    void loadOverlays()
  }
  const loaded = useOverlaysLoaded(kept !== null, () => setKept(null))
  const standalone = cloneElement(button, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: () => void loadOverlays(),
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return
      event.preventDefault()
      keep('key')
    },
    onClick: () => keep('click'),
    onFocus: () => {
      focused.current = true
    },
    onBlur: () => {
      focused.current = false
    },
  })
  if (!kept || !loaded) return standalone
  const arrived = () => {
    const node = trigger.current
    if (!node) return
    if (focused.current) node.focus()
    if (kept === 'key')
      node.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    else node.click()
  }
  return (
    <>
      <Menu.Root positioning={POSITIONING[strategy]}>
        <Menu.Trigger asChild>{cloneElement(button, { ref: trigger })}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxH="310px">{children}</Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {/* After the menu: its effects, which start its state machine, have run when this one's run. */}
      <OnArrival run={arrived} />
    </>
  )
}

/** Runs `run` once, after the components before it have mounted. */
function OnArrival({ run }: { run: () => void }) {
  const once = useRef(run)
  useEffect(() => once.current(), [])
  return null
}
