import { screen } from '@testing-library/react'
import { useUserStore } from '@grile/shared/auth'
import { aStudent, anAdmin, renderPage } from '@grile/shared/testing'
import { RouteGuard, type RouteAccess } from '../route-guard'

const pupil = aStudent({ isCustomer: true })
const admin = anAdmin({ isCustomer: true })

function renderAt(path: string, access: RouteAccess) {
  renderPage(
    <RouteGuard access={access}>
      <h1>Guarded page</h1>
    </RouteGuard>,
    { url: path, path: `${path}/*`, routes: { '/': <h1>Home</h1> } },
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
