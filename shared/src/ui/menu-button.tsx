import {
  cloneElement,
  Suspense,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react'
import { loadOverlays, Menu, Portal, useOverlaysLoaded } from '@grile/shared/chakra'

export interface MenuButtonProps {
  /** The button that opens the menu (a Button or an IconButton, with its name). */
  button: ReactElement<{
    onClick?: () => void
    onKeyDown?: (event: KeyboardEvent) => void
    onPointerDown?: () => void
    onPointerCancel?: () => void
    onFocus?: () => void
    onBlur?: () => void
    ref?: Ref<HTMLButtonElement>
  }>
  /** The menu's entries (`Menu.Item`). */
  children: ReactNode
}

/** The keys that open a menu from its button (with its first entry highlighted), as Chakra's menu has them. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

/** A press on a menu's button: by a key (the menu opens on its first entry) or a click. */
type Press = 'key' | 'click'

/**
 * A button and the menu it opens (the user's menu in the top bar, a table row's ⋮).
 *
 * The menus' code is a chunk loaded when first needed (`@grile/shared/chakra`'s overlays), never while the
 * page itself loads. Until it has come, the button stands alone, drawn the same. A press on it loads the code
 * and is kept: once the menu's own button has taken its place, the press is made again on it, so the menu
 * opens as that press opens it. When the code comes by itself (the page's idle preload), focus stays on the
 * button, and a press under way is not cut short: the change waits for it to end.
 */
export function MenuButton({ button, children }: MenuButtonProps) {
  const loaded = useOverlaysLoaded()
  const [kept, setKept] = useState<Press | null>(null)
  const [pressing, setPressing] = useState(false)
  const focused = useRef(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const keep = (press: Press) => {
    setPressing(false)
    setKept(press)
    void loadOverlays()
  }
  const standalone = cloneElement(button, {
    onPointerDown: () => {
      setPressing(true)
      void loadOverlays()
    },
    onPointerCancel: () => setPressing(false),
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
  if (!kept && !(loaded && !pressing)) return standalone
  const arrived = () => {
    const node = trigger.current
    if (!node) return
    if (focused.current) node.focus()
    if (kept === 'key') node.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    if (kept === 'click') node.click()
  }
  return (
    <Suspense fallback={standalone}>
      <Menu.Root>
        <Menu.Trigger asChild>{cloneElement(button, { ref: trigger })}</Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxH="310px">{children}</Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {/* After the menu: its effects, which start its state machine, have run when this one's run. */}
      <OnArrival run={arrived} />
    </Suspense>
  )
}

/** Runs `run` once, after the components before it have mounted. */
function OnArrival({ run }: { run: () => void }) {
  const once = useRef(run)
  useEffect(() => once.current(), [])
  return null
}
