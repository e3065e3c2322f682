import { render, screen } from '@testing-library/react'
import { ChakraProvider } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { PageLoadBoundary } from '../page-load-boundary'

function MissingPage(): never {
  throw new Error('Loading chunk 42 failed')
}

it('shows the fallback with Retry when a page’s code cannot be loaded', () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
  try {
    render(
      <ChakraProvider value={system}>
        <p>The layout</p>
        <PageLoadBoundary>
          <MissingPage />
        </PageLoadBoundary>
      </ChakraProvider>,
    )
    expect(screen.getByText('The layout')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(logged).toHaveBeenCalledWith('A page could not be loaded', expect.any(Error))
  } finally {
    logged.mockRestore()
  }
})
