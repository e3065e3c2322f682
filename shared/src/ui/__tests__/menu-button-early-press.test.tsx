import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Button, ChakraProvider, Menu } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { MenuButton } from '../menu-button'

// A file of its own: the overlays' chunk loads once per test file, and this one starts without it.
it('keeps a key press made before the menus’ code has come: the menu opens on its first entry, focus in it', async () => {
  render(
    <ChakraProvider value={system}>
      <MenuButton button={<Button>Ana Popescu</Button>}>
        <Menu.Item value="profile">Profile</Menu.Item>
        <Menu.Item value="sign-out">Sign Out</Menu.Item>
      </MenuButton>
    </ChakraProvider>,
  )
  const button = screen.getByRole('button', { name: 'Ana Popescu' })
  act(() => button.focus())
  fireEvent.keyDown(button, { key: 'Enter' })
  const first = await screen.findByRole('menuitem', { name: 'Profile' })
  await waitFor(() => expect(first).toHaveAttribute('data-highlighted'))
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus())
  expect(screen.getByRole('button', { name: 'Ana Popescu' })).toHaveAttribute('aria-expanded', 'true')
})
