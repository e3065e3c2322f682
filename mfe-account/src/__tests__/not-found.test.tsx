import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { AppProviders } from '@grile/shared/ui'
import { App } from '../app'

/** The remote's App mounted as the shell mounts it: under `${basePath}/*`, opened at `url`. */
function renderAppAt(basePath: string, url: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  )
}

describe('unknown sub-paths of mfe-account', () => {
  it.each([
    ['/me', '/me/nope'],
    ['/teacher', '/teacher/nope'],
    ['/pupils', '/pupils/some-pupil/nope'],
    ['/tokens', '/tokens/nope'],
    ['/lessons/buy', '/lessons/buy/nope'],
    ['/purchases', '/purchases'],
    ['/purchases', '/purchases/some-session/nope'],
    ['/vouchers/by-istoricescu', '/vouchers/by-istoricescu/some-voucher/nope'],
  ])('under %s, %s shows the not-found page', (basePath, url) => {
    renderAppAt(basePath, url)
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  })
})
