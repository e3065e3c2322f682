import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button, ChakraProvider, loadOverlays, Menu, useOverlaysLoaded } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { MenuButton } from '../menu-button'

// The overlays' chunk loads once per page, as once per test file: these tests run in the order of a page's life
// (and menu-button-focus.test.tsx has a page of its own).

const selected = jest.fn()
let overlaysLoaded = false

function OverlaysProbe() {
  overlaysLoaded = useOverlaysLoaded()
  return null
}

function userMenu() {
  return render(
    <ChakraProvider value={system}>
      <OverlaysProbe />
      <MenuButton button={<Button>Ana Popescu</Button>}>
        <Menu.Item value="profile" onSelect={selected}>
          Profile
        </Menu.Item>
      </MenuButton>
    </ChakraProvider>,
  )
}

describe('a menu button', () => {
  it('shows its button before the menus’ code, without loading that code', async () => {
    const view = userMenu()
    expect(screen.getByRole('button', { name: 'Ana Popescu' })).not.toHaveAttribute('aria-haspopup')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(overlaysLoaded).toBe(false)
    view.unmount()
  })

  it('keeps a press made before the code has come, and does not cut it short: the menu opens', async () => {
    const view = userMenu()
    const standalone = screen.getByRole('button', { name: 'Ana Popescu' })
    // The press starts loading the code, which comes before the press ends: the button stays until then.
    fireEvent.pointerDown(standalone)
    await act(() => loadOverlays())
    expect(screen.getByRole('button', { name: 'Ana Popescu' })).toBe(standalone)
    fireEvent.click(standalone)
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Profile' }))
    expect(selected).toHaveBeenCalledTimes(1)
    expect(overlaysLoaded).toBe(true)
    view.unmount()
  })

  it('is the menu’s own trigger once the code is there', () => {
    const view = userMenu()
    expect(screen.getByRole('button', { name: 'Ana Popescu' })).toHaveAttribute('aria-haspopup', 'menu')
    view.unmount()
  })
})
