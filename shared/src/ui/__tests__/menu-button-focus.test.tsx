import { act, render, screen } from '@testing-library/react'
import { Button, ChakraProvider, loadOverlays, Menu } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { MenuButton } from '../menu-button'

// A file of its own: the overlays' chunk loads once per test file, and this one starts without it.
it('keeps the focus on a menu button when the menu takes its place', async () => {
  render(
    <ChakraProvider value={system}>
      <MenuButton button={<Button>Ana Popescu</Button>}>
        <Menu.Item value="profile">Profile</Menu.Item>
      </MenuButton>
    </ChakraProvider>,
  )
  const standalone = screen.getByRole('button', { name: 'Ana Popescu' })
  act(() => standalone.focus())
  expect(standalone).not.toHaveAttribute('aria-haspopup')
  await act(() => loadOverlays())
  const trigger = screen.getByRole('button', { name: 'Ana Popescu' })
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
  expect(trigger).toHaveFocus()
})
