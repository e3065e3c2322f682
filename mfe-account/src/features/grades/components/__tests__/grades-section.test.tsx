import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { attempts } from '@grile/shared/contract'
import { aStudent, problem, renderPage, stubApi } from '@grile/shared/testing'
import { aGradedAttempt } from '../../../../testing/attempt-fixtures'
import { GRADES_FAILED_TEXT, GradesSection, NO_GRADES_TEXT } from '../grades-section'

// The chart's code, as the network delivers it: not at all while offline. A failed chunk is asked for again at
// the next load, as webpack does.
let mockOffline = true
let mockRequests = 0
jest.mock('../grades-chart', () => {
  mockRequests += 1
  if (mockOffline) throw new Error('Loading chunk grades-chart failed.')
  return jest.requireActual('../grades-chart')
})

const student = aStudent()

it('says when the chart’s code did not come, keeps the rest of the page, and draws it at Retry once it can', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  stubApi().on(attempts.getAttempts, () => ({
    content: [
      aGradedAttempt('2026-03-14T10:00:00.000Z', 9.1),
      aGradedAttempt('2026-03-01T10:00:00.000Z', 5.5),
    ],
    page: { totalPages: 1, number: 0, size: 20, totalElements: 2 },
  }))
  renderPage(
    <>
      <h1>Profile</h1>
      <GradesSection userId={student.id} />
    </>,
    { user: student },
  )

  const section = screen.getByRole('region', { name: 'Grades over time' })
  const fallback = await within(section).findByRole('alert')
  expect(fallback).toHaveTextContent('The chart could not be loaded')
  expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
  expect(mockRequests).toBe(1)

  mockOffline = false
  await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }))
  const chart = await within(section).findByRole('img', { name: 'Grades over time: 2 latest exam attempts' })
  expect(await within(chart).findAllByTestId('grade-point')).toHaveLength(2)
  expect(within(section).queryByRole('alert')).toBeNull()
  expect(mockRequests).toBe(2)
})

it('says when the grades could not be read, and Retry reads them again', async () => {
  let failing = true
  stubApi().on(attempts.getAttempts, () =>
    failing ? problem(503) : { content: [], page: { totalPages: 0, number: 0, size: 20, totalElements: 0 } },
  )
  renderPage(<GradesSection userId={student.id} />, { user: student })

  const section = screen.getByRole('region', { name: 'Grades over time' })
  expect(await within(section).findByText(GRADES_FAILED_TEXT)).toBeInTheDocument()
  expect(within(section).queryByText(NO_GRADES_TEXT)).toBeNull()
  failing = false
  await userEvent.click(within(section).getByRole('button', { name: 'Retry' }))
  expect(await within(section).findByText(NO_GRADES_TEXT)).toBeInTheDocument()
})
