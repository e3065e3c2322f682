import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppProviders } from '../providers'
import { LoadFailed } from '../load-failed'

describe('LoadFailed', () => {
  it('says what could not be loaded, retries on Retry, and is left out of the page’s copy', async () => {
    const onRetry = jest.fn()
    render(
      <AppProviders>
        <LoadFailed text="Exams could not be loaded." onRetry={onRetry} testId="exams-load-failed" />
      </AppProviders>,
    )
    expect(screen.getByText('Exams could not be loaded.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('exams-load-failed')).toHaveAttribute('data-snapshot-skip')
  })
})
