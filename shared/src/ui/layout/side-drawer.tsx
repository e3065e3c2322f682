import { useEffect } from 'react'
import { CloseButton, Drawer, Link, Portal, Stack } from '@grile/shared/chakra'
import { NavLink } from '@grile/shared/router'
import { useCurrentUser } from '@grile/shared/auth'
import { Overlay } from '../overlay'
import { drawerEntries } from './navigation'

export interface SideDrawerProps {
  open: boolean
  onClose: () => void
  /**
   * The drawer opening, or a pointer over or focus on an entry: the page behind it is likely next (the shell
   * preloads its remote, once).
   */
  onNavigationIntent?: (to: string) => void
}

export function SideDrawer({ open, onClose, onNavigationIntent }: SideDrawerProps) {
  const flags = useCurrentUser()
  const entries = drawerEntries(flags)
  // Whoever opens the drawer is about to pick one of its pages: their code loads while the choice is made.
  const targets = entries.map((entry) => entry.to).join(' ')
  useEffect(() => {
    if (open && targets) for (const to of targets.split(' ')) onNavigationIntent?.(to)
  }, [open, targets, onNavigationIntent])
  return (
    <Overlay open={open} onUnavailable={onClose}>
      <Drawer.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="280px">
              <Drawer.Header>
                <Drawer.Title>Grile</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="Main navigation" gap={1}>
                  {entries.map((entry) => (
                    <Link
                      key={entry.to}
                      asChild
                      px={3}
                      py={2}
                      rounded="md"
                      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                      css={{ '&.active': { bg: 'bg.emphasized', fontWeight: 'semibold' } }}
                    >
                      <NavLink
                        to={entry.to}
                        end
                        onClick={onClose}
                        onPointerEnter={() => onNavigationIntent?.(entry.to)}
                        onFocus={() => onNavigationIntent?.(entry.to)}
                      >
                        {entry.label}
                      </NavLink>
                    </Link>
                  ))}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close navigation" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Overlay>
  )
}
