import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LayoutFrame, drawerEntries } from '@grile/shared/ui'
import { renderPage, signInAs } from '@grile/shared/testing'

const userEntries = [
  'Home',
  'Exams',
  'Generate Exam',
  'Attempts',
  'Interactive',
  'Materials',
  'Profile',
  'Teacher',
  'Pupils',
]

async function openDrawerEntries(): Promise<string[]> {
  renderPage(
    <LayoutFrame>
      <p>content</p>
    </LayoutFrame>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }))
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
}

describe('the side drawer', () => {
  afterEach(() => {
    cleanup()
    signInAs(null)
  })

  it('offers only Home to a visitor', async () => {
    signInAs(null)
    expect(await openDrawerEntries()).toEqual(['Home'])
  })

  it('offers the user pages to a signed-in user', async () => {
    signInAs({ isCustomer: true })
    expect(await openDrawerEntries()).toEqual(userEntries)
  })

  it('adds Find User and Find Exercises for the administrator', async () => {
    signInAs({ isCustomer: true, isAdmin: true })
    expect(await openDrawerEntries()).toEqual([...userEntries, 'Find User', 'Find Exercises'])
  })

  it("announces every entry's page as likely next when the drawer opens, and nothing before", async () => {
    signInAs({ isCustomer: true })
    const intents: string[] = []
    renderPage(
      <LayoutFrame onNavigationIntent={(to) => intents.push(to)}>
        <p>content</p>
      </LayoutFrame>,
    )
    expect(intents).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }))
    await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(new Set(intents)).toEqual(
      new Set(drawerEntries({ isSignedIn: true, isAdmin: false }).map((entry) => entry.to)),
    )
  })

  it('links every entry to its page', () => {
    expect(drawerEntries({ isSignedIn: true, isAdmin: true }).map((entry) => entry.to)).toEqual([
      '/',
      '/exams',
      '/exams/generate',
      '/attempts',
      '/interactive',
      '/materials',
      '/me',
      '/teacher',
      '/pupils',
      '/admin/users/find',
      '/admin/exercises/find',
    ])
  })
})
