import { useEffect } from 'react'
import { loadOverlays } from '@grile/shared/chakra'
import { whenPageSettled } from './when-idle'

/**
 * Once the page has settled: the overlays' code (menus, dialogs, the drawer), so that the first one opens at
 * once. It is left out of the start (decision 0056): nothing on a page needs it before a press.
 *
 * Apart from ./preload-remotes.ts, which the bootstrap loads in the start's first step: an import of Chakra
 * there would make Chakra's chunks part of that step, ahead of React's.
 */
export function useOverlaysPreload(): void {
  useEffect(() => whenPageSettled(() => void loadOverlays()), [])
}
