import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useUserStore } from '@grile/shared/auth'
import {
  attempts as attemptsApi,
  purchases as purchasesApi,
  users,
  type PurchaseDto,
} from '@grile/shared/contract'
import { aStudent, alertTitles, problem, renderPage, resetAlerts, stubApi } from '@grile/shared/testing'
import {
  aMastery,
  conditionals,
  generalAcademy,
  learning,
  mastered,
  masteryOf,
  notStarted,
  passiveVoice,
} from '../../testing/mastery-fixtures'
import { aGradedAttempt } from '../../testing/attempt-fixtures'
import { ProfilePage } from '../profile-page'

const student = aStudent()

const purchase: PurchaseDto = {
  sessionId: 'sandbox_cs_0001',
  offer: { quantity: 60, itemType: 'TOKEN', name: '60 tokens + Istoricescu voucher' },
  amount: 100,
  status: 'FULFILLED',
  createdAt: '2026-03-14T09:00:00.000Z',
  fulfilledAt: '2026-03-14T09:01:00.000Z',
  voucherForIstoricescu: {
    id: '5b0c7a52-3f5e-4c1d-9a1e-0d5b2f6a7c99',
    ducats: 50,
    expiresAt: '2026-03-21T09:01:00.000Z',
  },
}

function profileApi({
  nameStatus = 200,
  purchases = [] as PurchaseDto[],
  attempts = [] as attemptsApi.AttemptSummary[],
  masteryStatus = 200,
} = {}) {
  let saved = student
  const own = <T,>(userId: string, answer: T) => (userId === student.id ? answer : problem(404))
  return stubApi()
    .on(users.getRatingRank, ({ params }) => own(params.userId, { rank: 3 }))
    .on(users.getUser, ({ params }) => own(params.userId, saved))
    .on(purchasesApi.getPurchases, () => purchases)
    .on(users.getMastery, ({ params }) =>
      masteryStatus !== 200 ? problem(masteryStatus) : own(params.userId, aMastery()),
    )
    .on(attemptsApi.getAttempts, () => ({
      content: attempts,
      page: { totalPages: 1, number: 0, size: 20, totalElements: attempts.length },
    }))
    .on(users.updateName, ({ params, body }) => {
      if (params.userId !== student.id) return problem(404)
      if (nameStatus !== 200) return problem(nameStatus)
      saved = { ...student, name: (body as { name: string }).name }
      return { name: saved.name }
    })
}

function section(name: string) {
  return screen.getByRole('region', { name })
}

afterEach(resetAlerts)

describe('ProfilePage', () => {
  it('shows the Personal, Performance and Tokens sections of the signed-in user', async () => {
    profileApi()
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })

    const personal = section('Personal')
    expect(within(personal).getByLabelText('User Id')).toHaveValue(student.id)
    expect(within(personal).getByLabelText('User Id')).toHaveAttribute('readonly')
    expect(within(personal).getByText(/give this id to your pupils/)).toBeInTheDocument()
    expect(within(personal).getByLabelText('Email')).toHaveValue(student.email)
    expect(within(personal).getByLabelText('Name')).toHaveValue(student.name)

    const performance = section('Performance')
    expect(within(performance).getByLabelText('Rating')).toHaveValue('1500')
    expect(
      within(performance).getByText('The higher your rating, the better you are as compared to other users'),
    ).toBeInTheDocument()
    await waitFor(() => expect(within(performance).getByLabelText('Rating Rank')).toHaveValue('3'))

    const tokens = section('Tokens')
    expect(within(tokens).getByTestId('profile-token-count')).toHaveTextContent('10')
    expect(within(tokens).getByRole('link', { name: 'Buy tokens!' })).toHaveAttribute('href', '/tokens')

    expect(await within(section('Purchases')).findByText('There are no purchases.')).toBeInTheDocument()
  })

  it('gives each name rule its message and offers Save only for a changed, valid name', async () => {
    profileApi()
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })
    const user = userEvent.setup()
    const name = screen.getByLabelText('Name')
    const save = () => screen.queryByRole('button', { name: 'Save' })

    expect(save()).not.toBeInTheDocument()

    await user.clear(name)
    await user.type(name, '  ab  ')
    expect(screen.getByText('Must be min. 3 characters long')).toBeInTheDocument()
    expect(save()).not.toBeInTheDocument()

    await user.clear(name)
    await user.type(name, 'Abcdefghijklmnopq')
    expect(screen.getByText('Must not exceed 16 characters')).toBeInTheDocument()
    expect(save()).not.toBeInTheDocument()

    await user.clear(name)
    await user.type(name, 'Elev#1')
    expect(screen.getByText('Must not contain special characters')).toBeInTheDocument()
    expect(save()).not.toBeInTheDocument()

    // The same name again, with spaces around it, is no change.
    await user.clear(name)
    await user.type(name, ` ${student.name} `)
    expect(screen.queryByText(/^Must/)).not.toBeInTheDocument()
    expect(save()).not.toBeInTheDocument()

    await user.clear(name)
    await user.type(name, 'ana.m_o@x-1 b')
    expect(screen.queryByText(/^Must/)).not.toBeInTheDocument()
    expect(save()).toBeInTheDocument()
  })

  it('sends the trimmed name, says so and shows the new name', async () => {
    const { calls } = profileApi()
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })
    const user = userEvent.setup()

    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), '  Ana Maria ')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(alertTitles()).toEqual(['Name update was successful.']))
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Ana Maria' })
    expect(useUserStore.getState().user?.name).toBe('Ana Maria')
    expect(screen.getByLabelText('Name')).toHaveValue('Ana Maria')
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('says when the name could not be saved and keeps the old one', async () => {
    profileApi({ nameStatus: 500 })
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })
    const user = userEvent.setup()

    await user.clear(screen.getByLabelText('Name'))
    await user.type(screen.getByLabelText('Name'), 'Ana Maria')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(alertTitles()).toEqual(['Name update failed.']))
    expect(useUserStore.getState().user?.name).toBe(student.name)
  })

  it('lists completed purchases with a link to each, leaving out checkouts that were not paid', async () => {
    profileApi({
      purchases: [
        purchase,
        { ...purchase, sessionId: 'sandbox_cs_0002', status: 'CANCELED', fulfilledAt: null },
      ],
    })
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })

    const rows = await within(section('Purchases')).findAllByTestId('purchase-row')
    expect(rows).toHaveLength(1)
    expect(within(rows[0]!).getByRole('link', { name: purchase.offer.name })).toHaveAttribute(
      'href',
      '/purchases/sandbox_cs_0001',
    )
    expect(rows[0]).toHaveTextContent('60 tokens')
    expect(rows[0]).toHaveTextContent('50 ducats')
    expect(rows[0]).toHaveTextContent('100,00 RON')
  })

  it('says when the purchases could not be loaded, never that there are none, and Retry reads them again', async () => {
    let failing = true
    profileApi().on(purchasesApi.getPurchases, () => (failing ? problem(503) : [purchase]))
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })

    const purchases = section('Purchases')
    expect(await within(purchases).findByText('Purchases could not be loaded.')).toBeInTheDocument()
    expect(within(purchases).queryByText('There are no purchases.')).not.toBeInTheDocument()
    failing = false
    await userEvent.click(within(purchases).getByRole('button', { name: 'Retry' }))
    expect(await within(purchases).findAllByTestId('purchase-row')).toHaveLength(1)
  })

  it('draws the grades of the latest attempts over time, oldest first', async () => {
    profileApi({
      attempts: [
        aGradedAttempt('2026-03-14T10:00:00.000Z', 9.1),
        aGradedAttempt('2026-03-01T10:00:00.000Z', 5.5),
      ],
    })
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })

    const chart = await within(section('Grades over time')).findByRole('img', {
      name: 'Grades over time: 2 latest exam attempts',
    })
    const points = await within(chart).findAllByTestId('grade-point')
    expect(points.map((point) => point.textContent)).toEqual([
      '01.03.2026, 12:00 · Academy / Grammar 1: 5.50',
      '14.03.2026, 12:00 · Academy / Grammar 1: 9.10',
    ])
    // Higher grades sit higher.
    expect(Number(points[1]!.getAttribute('cy'))).toBeLessThan(Number(points[0]!.getAttribute('cy')))
    // The same figures as a table, for screen readers.
    const table = within(section('Grades over time')).getByRole('table', {
      name: 'Grades over time: 2 latest exam attempts',
    })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FinishedExamGrade',
      '01.03.2026, 12:00Academy / Grammar 15.50',
      '14.03.2026, 12:00Academy / Grammar 19.10',
    ])
  })

  it('says so when no exam has been graded yet', async () => {
    profileApi()
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })
    expect(
      await within(section('Grades over time')).findByText('No exam has been graded yet.'),
    ).toBeInTheDocument()
  })

  it('shows the mastery of every area: level, answers, the recent share as a bar, and Practise this', async () => {
    profileApi()
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })

    const mastery = section('Mastery')
    const rows = await within(mastery).findAllByTestId('mastery-row')
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Conditionals', 'Weak', '34'],
      ['Passive Voice', 'Mastered', '25'],
    ])
    const bar = within(rows[0]!).getByRole('meter', { name: 'Recently right: Conditionals' })
    expect(bar).toHaveAttribute('aria-valuenow', '30')
    expect(bar).toHaveAttribute('aria-valuetext', '6 of the last 20 right (30%)')
    expect(rows[0]).toHaveTextContent('6 of the last 20 right (30%)')
    expect(within(rows[1]!).getByRole('meter')).toHaveAttribute('aria-valuenow', '95')
    // An area not started is no row of zeros: it is named in the block under the table, and opens practice.
    const notStartedBlock = within(mastery).getByRole('region', { name: 'Not started' })
    expect(
      within(notStartedBlock)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([generalAcademy.name])

    // Practice opens on the area: a topic by its id, a school's general exercises by type and target.
    expect(within(rows[0]!).getByRole('link', { name: 'Practise this: Conditionals' })).toHaveAttribute(
      'href',
      `/interactive?materialTopicId=${conditionals.materialTopicId}`,
    )
    expect(within(rows[1]!).getByRole('link', { name: 'Practise this: Passive Voice' })).toHaveAttribute(
      'href',
      `/interactive?materialTopicId=${passiveVoice.materialTopicId}`,
    )
    expect(
      within(notStartedBlock).getByRole('link', { name: `Practise this: ${generalAcademy.name}` }),
    ).toHaveAttribute('href', '/interactive?examType=GENERAL&examTarget=ACADEMY')
  })

  it('lists what needs work first: weak, learning, strong, mastered, then what is not started', async () => {
    profileApi().on(users.getMastery, () =>
      masteryOf(
        { ...generalAcademy, ...notStarted },
        { ...passiveVoice, ...mastered },
        { ...conditionals, ...learning },
      ),
    )
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })
    const rows = await within(section('Mastery')).findAllByTestId('mastery-row')
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Conditionals',
      'Passive Voice',
    ])
    const notStartedBlock = within(section('Mastery')).getByRole('region', { name: 'Not started' })
    expect(notStartedBlock).toHaveTextContent(generalAcademy.name)
    // The block comes after the table.
    expect(rows[1]!.compareDocumentPosition(notStartedBlock) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows a student with no answer yet one block of the areas to start, and no table', async () => {
    profileApi().on(users.getMastery, () =>
      masteryOf({ ...conditionals, ...notStarted }, { ...generalAcademy, ...notStarted }),
    )
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })
    const notStartedBlock = await within(section('Mastery')).findByRole('region', { name: 'Not started' })
    expect(
      within(notStartedBlock).getByText('No answer yet in these areas. Open one to practise it:'),
    ).toBeInTheDocument()
    expect(
      within(notStartedBlock)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `/interactive?materialTopicId=${conditionals.materialTopicId}`,
      '/interactive?examType=GENERAL&examTarget=ACADEMY',
    ])
    expect(within(section('Mastery')).queryByRole('table')).not.toBeInTheDocument()
  })

  it('says so when the mastery could not be loaded', async () => {
    profileApi({ masteryStatus: 500 })
    renderPage(<ProfilePage />, { url: '/me', path: '/me', user: student })
    expect(await within(section('Mastery')).findByText('Mastery could not be loaded.')).toBeInTheDocument()
    expect(within(section('Mastery')).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
