import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button, ChakraProvider, loadOverlays, Menu } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { MenuButton } from '../menu-button'

// The overlays' chunk loads once per page, as once per test file: these tests run in the order of a page's life
// (menu-button-early-press.test.tsx has a page of its own, where the chunk has not come).

const selected = jest.fn()

function userMenu() {
  return render(
    <ChakraProvider value={system}>
      <MenuButton button={<Button>Ana Popescu</Button>}>
        <Menu.Item value="profile" onSelect={selected}>
          Profile
        </Menu.Item>
      </MenuButton>
    </ChakraProvider>,
  )
}

describe('a menu button', () => {
  it('is named as a menu’s button from the first render, and stays the same element when the code comes', async () => {
    const view = userMenu()
    const button = screen.getByRole('button', { name: 'Ana Popescu' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await act(() => loadOverlays())
    expect(screen.getByRole('button', { name: 'Ana Popescu' })).toBe(button)
    expect(screen.queryByRole('menu')).toBeNull()
    view.unmount()
  })

  it('opens its menu when pressed, and its entries work', async () => {
    const view = userMenu()
    await userEvent.click(screen.getByRole('button', { name: 'Ana Popescu' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }))
    expect(selected).toHaveBeenCalledTimes(1)
    // It closes as Chakra's menu does, once its state machine has handled the selection.
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Profile' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Ana Popescu' }))
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument()
    view.unmount()
  })
})
