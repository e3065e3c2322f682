import { useState } from 'react'

/**
 * True from the first render where `open` is, then for good. A dialog or drawer rendered while closed costs
 * its render at start, and its state machines, once started, make React render it again synchronously: on a
 * page rendered at build time, that render took the rest of the page's hydration with it, one blocking task
 * of 70–100 ms on a phone. Rendered from its first opening instead, and kept, it still closes with its
 * animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
