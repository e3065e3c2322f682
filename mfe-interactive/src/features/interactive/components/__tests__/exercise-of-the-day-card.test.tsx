import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from '@grile/shared/router'
import { exercises, explanations, interactiveAttempts } from '@grile/shared/contract'
import { anExercise, anInteractiveAttempt, renderPage, signInAs, stubApi } from '@grile/shared/testing'
import { ExerciseOfTheDayCard } from '../exercise-of-the-day-card'

const exercise = anExercise({ question: 'The suspect ___ arrested yesterday.' })

function renderHome() {
  return renderPage(
    <Routes>
      <Route path="/" element={<ExerciseOfTheDayCard />} />
      <Route path="/interactive" element={<p>Interactive page</p>} />
    </Routes>,
    { url: '/' },
  )
}

beforeEach(() => signInAs())

describe('ExerciseOfTheDayCard', () => {
  it('shows nothing when there is no exercise of the day', async () => {
    const api = stubApi().on(interactiveAttempts.getInteractiveAttempts, () => [])
    renderHome()
    // While loading, a named status (a name on an element without a role is not allowed).
    expect(await screen.findByRole('status', { name: 'Loading the exercise of the day' })).toBeInTheDocument()

    await waitFor(() =>
      expect(api.calls.map((call) => call.url.pathname)).toContain('/api/v1/exercises/exercise-of-the-day'),
    )
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading the exercise of the day')).not.toBeInTheDocument(),
    )
    expect(screen.queryByRole('heading', { name: 'Exercise of the day' })).not.toBeInTheDocument()
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument()
  })

  it('is answered: the result, the counters moving, the explanation only after the AI icon, and Next to /interactive', async () => {
    let counts = { successfulCount: 4, failedCount: 2 }
    let attempt = anInteractiveAttempt(exercise, exercise.answers[0]?.id as string, 1)
    stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [])
      .on(exercises.getExerciseOfTheDay, () => ({ exercise, ...counts }))
      .on(interactiveAttempts.createInteractiveAttempt, ({ body }) => {
        attempt = anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 1)
        counts = { ...counts, failedCount: counts.failedCount + 1 }
        return attempt
      })
      .on(explanations.getInteractiveAttemptExplanation, () => "'Was arrested' is the past simple passive.")
    renderHome()

    expect(await screen.findByRole('heading', { name: 'Exercise of the day' })).toBeInTheDocument()
    expect(screen.getByLabelText('4 correct answers today')).toBeInTheDocument()
    expect(screen.getByLabelText('2 wrong answers today')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('radio', { name: /^a\) am/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    expect(await screen.findByText('Incorrect. The right answer is b).')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^a\) am/ })).toHaveAttribute('data-tone', 'error')
    expect(screen.getByRole('radio', { name: /^b\) were/ })).toHaveAttribute('data-tone', 'success')
    expect(await screen.findByLabelText('3 wrong answers today')).toBeInTheDocument()
    expect(screen.getByLabelText('4 correct answers today')).toBeInTheDocument()

    expect(screen.queryByText("'Was arrested' is the past simple passive.")).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Ask the AI tutor to explain' }))
    expect(await screen.findByText("'Was arrested' is the past simple passive.")).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Interactive page')).toBeInTheDocument()
  })

  it('shows the result of an answer given today instead of asking again', async () => {
    const earlier = anInteractiveAttempt(exercise, exercise.answers[1]?.id as string, 1)
    stubApi()
      .on(interactiveAttempts.getInteractiveAttempts, () => [earlier])
      .on(exercises.getExerciseOfTheDay, () => ({ exercise, successfulCount: 1, failedCount: 0 }))
    renderHome()

    expect(await screen.findByText('Correct!')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /^b\) were/ })).toHaveAttribute('data-tone', 'success')
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
  })
})
