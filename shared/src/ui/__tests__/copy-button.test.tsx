import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { COPY_FAILED, ReadOnlyField, useAlertStore } from '@grile/shared/ui'

const id = '0b7c8a8e-5d4f-4c1e-9a7b-2f1e3d4c5b60'

const renderField = (monospace: boolean) =>
  render(
    <ChakraProvider value={system}>
      <ReadOnlyField label="User Id" value={id} monospace={monospace} />
    </ChakraProvider>,
  )

afterEach(() => {
  cleanup()
  jest.useRealTimers()
  useAlertStore.setState({ alerts: [] })
})

describe('an id shown read-only', () => {
  it('is copied whole by its Copy button, which says Copied for a moment', async () => {
    jest.useFakeTimers()
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    renderField(true)
    await user.click(screen.getByRole('button', { name: 'Copy User Id' }))
    expect(await navigator.clipboard.readText()).toBe(id)
    expect(screen.getByRole('button', { name: 'Copied User Id' })).toHaveTextContent('Copied')
    // React's effects run on the faked timers too: let them run before the two seconds are counted.
    await act(async () => {})
    act(() => jest.advanceTimersByTime(1999))
    expect(screen.getByRole('button', { name: 'Copied User Id' })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy User Id' })).toHaveTextContent('Copy')
  })

  it('says so when the browser refuses the copy', async () => {
    const user = userEvent.setup()
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'))
    renderField(true)
    await user.click(screen.getByRole('button', { name: 'Copy User Id' }))
    expect(useAlertStore.getState().alerts).toEqual([
      expect.objectContaining({ type: 'error', title: COPY_FAILED }),
    ])
  })

  it('has no Copy button where the page has no clipboard, nor beside a value that is not an id', () => {
    renderField(false)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    cleanup()
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    try {
      renderField(true)
      expect(screen.getByRole('textbox', { name: 'User Id' })).toHaveValue(id)
      expect(screen.queryByRole('button')).not.toBeInTheDocument()
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard)
      else delete (navigator as { clipboard?: unknown }).clipboard
    }
  })
})
