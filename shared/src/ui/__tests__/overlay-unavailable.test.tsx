import { Suspense, useState, type ReactNode } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button, ChakraProvider, Dialog, Menu } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { AlertBanner } from '../layout/alert-banner'
import { useAlertStore } from '../alert-store'
import { ConfirmDialog } from '../confirm-dialog'
import { FailureBoundary } from '../failure-boundary'
import { MenuButton } from '../menu-button'
import { OVERLAY_UNAVAILABLE_TEXT, OVERLAY_UNAVAILABLE_TITLE } from '../overlay'

// The overlays' chunk, as the network delivers it: not at all while offline. A failed chunk is asked for again
// at the next load, as webpack does.
let mockOffline = true
let mockRequests = 0
jest.mock('../../chakra/overlays', () => {
  mockRequests += 1
  if (mockOffline) throw new Error('Loading chunk overlays failed.')
  return jest.requireActual('../../chakra/overlays')
})

beforeEach(() => {
  mockOffline = true
  mockRequests = 0
  useAlertStore.setState({ alerts: [] })
  jest.spyOn(console, 'error').mockImplementation(() => {})
})

function DeleteWithQuestion() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        title="Delete the material"
        question="Are you sure you want to delete this material?"
        confirmLabel="Delete"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  )
}

function page(children: ReactNode) {
  return render(
    <ChakraProvider value={system}>
      <AlertBanner />
      {children}
    </ChakraProvider>,
  )
}

// In the order of a page's life: the chunk, once it has come, stays (as for this file's modules).
it('fails a part rendered before the code to its error boundary once, rather than asking again at each render', async () => {
  render(
    <ChakraProvider value={system}>
      <FailureBoundary logMessage="The dialog failed" fallback={() => <p>The dialog is unavailable</p>}>
        <Suspense fallback={null}>
          <Dialog.Root open>
            <Dialog.Content>Hello</Dialog.Content>
          </Dialog.Root>
        </Suspense>
      </FailureBoundary>
    </ChakraProvider>,
  )
  expect(await screen.findByText('The dialog is unavailable')).toBeInTheDocument()
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(mockRequests).toBe(1)
})

it('says when the overlays’ code did not come, takes the opening back, and asks again at the next press', async () => {
  page(
    <>
      <DeleteWithQuestion />
      <MenuButton button={<Button>Ana Popescu</Button>}>
        <Menu.Item value="profile">Profile</Menu.Item>
      </MenuButton>
    </>,
  )

  // A dialog opened while offline: an alert, and nothing left "open" with nothing shown.
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText(OVERLAY_UNAVAILABLE_TITLE)).toBeInTheDocument()
  expect(screen.getByText(OVERLAY_UNAVAILABLE_TEXT)).toBeInTheDocument()
  expect(screen.queryByRole('alertdialog')).toBeNull()
  expect(mockRequests).toBe(1)

  // A menu pressed while offline: asked for once more, an alert (in place of the first: one at a time), and the
  // button as it was.
  await userEvent.click(screen.getByRole('button', { name: 'Ana Popescu' }))
  await waitFor(() => expect(mockRequests).toBe(2))
  expect(await screen.findByText(OVERLAY_UNAVAILABLE_TITLE)).toBeInTheDocument()
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  expect(screen.getByRole('button', { name: 'Ana Popescu' })).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('menu')).toBeNull()
  expect(mockRequests).toBe(2)

  // Back online, the next presses open them.
  mockOffline = false
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('alertdialog')
  expect(dialog).toHaveTextContent('Are you sure you want to delete this material?')
  // The failure said before is no longer true: its alert went when the code came.
  expect(screen.queryByText(OVERLAY_UNAVAILABLE_TITLE)).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  await userEvent.click(screen.getByRole('button', { name: 'Ana Popescu' }))
  expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument()
  expect(mockRequests).toBe(3)
})
