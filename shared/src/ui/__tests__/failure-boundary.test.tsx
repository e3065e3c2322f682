import { act, render, screen } from '@testing-library/react'
import { FailureBoundary } from '@grile/shared/ui'

let broken = true

function Part() {
  if (broken) throw new Error('chunk failed to load')
  return <p>The part</p>
}

function Page() {
  return (
    <>
      <p>The rest of the page</p>
      <FailureBoundary
        logMessage="A part failed"
        fallback={(reset) => <button onClick={reset}>Retry</button>}
      >
        <Part />
      </FailureBoundary>
    </>
  )
}

it('replaces a part that throws by its fallback, keeps the rest of the page, and renders the part again on reset', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
  broken = true
  render(<Page />)
  expect(screen.getByText('The rest of the page')).toBeTruthy()
  expect(screen.queryByText('The part')).toBeNull()
  expect(logged).toHaveBeenCalledWith(
    'A part failed',
    expect.objectContaining({ message: 'chunk failed to load' }),
  )

  broken = false
  act(() => screen.getByRole('button', { name: 'Retry' }).click())
  expect(screen.getByText('The part')).toBeTruthy()
  logged.mockRestore()
})
