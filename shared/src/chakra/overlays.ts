// Chakra's overlays: what opens above the page (a menu, a dialog, a drawer). Their state machines, focus trap
// and positioning are a chunk of their own, loaded on first use or once the page is idle (./lazy-overlays.tsx).
export { Dialog, Drawer, Menu } from '@chakra-ui/react'
