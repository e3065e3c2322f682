import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ChakraProvider } from '@grile/shared/chakra'
import { system } from '@grile/shared/theme'
import { useUserStore, type CurrentUser } from '@grile/shared/auth'
import { RouteGuard, type RouteAccess } from '../route-guard'

const pupil: CurrentUser = {
  id: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c81',
  email: 'ana.popescu@grile.ro',
  name: 'Ana Popescu',
  tokens: 10,
  teacherId: null,
  rating: 1500,
  isCustomer: true,
  interactiveAttemptsLeftInToken: 0,
  isAdmin: false,
}
const admin: CurrentUser = { ...pupil, id: '6f1d2c3b-4a5e-4f60-8b71-9c0d1e2f3a40', email: 'admin@grile.ro', name: 'Admin', isAdmin: true }

function renderAt(path: string, access: RouteAccess) {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route
            path={`${path}/*`}
            element={
              <RouteGuard access={access}>
                <h1>Guarded page</h1>
              </RouteGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  )
}

describe('RouteGuard', () => {
  beforeEach(() => useUserStore.setState({ user: null, signingIn: false, ready: true }))

  it('sends a signed-out visitor opening a user route to /', () => {
    renderAt('/exams', 'user')
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument()
  })

  it('waits for the startup sign-in before deciding', () => {
    useUserStore.setState({ ready: false, signingIn: true })
    renderAt('/exams', 'user')
    expect(screen.getByLabelText('Loading')).toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })

  it('lets a signed-in user open a user route', () => {
    useUserStore.setState({ user: pupil })
    renderAt('/exams', 'user')
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument()
  })

  it('sends a non-admin opening an admin route to /', () => {
    useUserStore.setState({ user: pupil })
    renderAt('/admin', 'admin')
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
  })

  it('lets the admin open an admin route', () => {
    useUserStore.setState({ user: admin })
    renderAt('/admin', 'admin')
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument()
  })

  it('renders public routes for everyone at once', () => {
    useUserStore.setState({ ready: false })
    renderAt('/vouchers/by-istoricescu', 'public')
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeInTheDocument()
  })
})
