import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChakraProvider, NativeSelect } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { FilterPanel } from '@grile/shared/ui'

const KEY = 'grile.test.filter-open'

// jsdom applies no media query: the panel is drawn as on a phone, where it folds.
const renderPanel = (asSearchForm = false) =>
  render(
    <ChakraProvider value={system}>
      <FilterPanel
        label="Filter exams"
        summary="Academy · Hard"
        rememberOpenAs={KEY}
        asSearchForm={asSearchForm}
      >
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Target">
            <option>Academy</option>
          </NativeSelect.Field>
        </NativeSelect.Root>
      </FilterPanel>
    </ChakraProvider>,
  )

beforeEach(() => localStorage.removeItem(KEY))

describe('a filter panel on a phone', () => {
  it('is one line saying what it is set to, and opens and closes with a tap', async () => {
    renderPanel()
    const toggle = screen.getByRole('button', { name: 'Filter: Academy · Hard' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText('Target')).not.toBeVisible()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Target')).toBeVisible()
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByLabelText('Target'),
    )
    await userEvent.click(toggle)
    expect(screen.getByLabelText('Target')).not.toBeVisible()
  })

  it('opens as it was left on this device', async () => {
    const first = renderPanel()
    await userEvent.click(screen.getByRole('button', { name: /^Filter:/ }))
    expect(localStorage.getItem(KEY)).toBe('true')
    first.unmount()

    renderPanel()
    expect(screen.getByRole('button', { name: /^Filter:/ })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Target')).toBeVisible()
  })

  it('still opens where the browser refuses storage', async () => {
    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    try {
      renderPanel()
      await userEvent.click(screen.getByRole('button', { name: /^Filter:/ }))
      expect(screen.getByLabelText('Target')).toBeVisible()
    } finally {
      refuse.mockRestore()
    }
  })

  it('as a search form, is named and never reloads the page when submitted', () => {
    renderPanel(true)
    const form = screen.getByRole('search', { name: 'Filter exams' })
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    fireEvent(form, submit)
    expect(submit.defaultPrevented).toBe(true)
  })
})
