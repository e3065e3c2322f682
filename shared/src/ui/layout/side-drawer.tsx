import { CloseButton, Drawer, Link, Portal, Stack } from '@chakra-ui/react'
import { NavLink } from 'react-router-dom'
import { useCurrentUser } from '@grile/shared/auth'
import { drawerEntries } from './navigation'

export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const flags = useCurrentUser()
  return (
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
                {drawerEntries(flags).map((entry) => (
                  <Link
                    key={entry.to}
                    asChild
                    px={3}
                    py={2}
                    rounded="md"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                    css={{ '&.active': { bg: 'bg.emphasized', fontWeight: 'semibold' } }}
                  >
                    <NavLink to={entry.to} end onClick={onClose}>
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
  )
}
