import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useAlertStore } from '@grile/shared/ui'
import { explanations, interactiveAttempts } from '@grile/shared/contract'
import {
  anExercise,
  anInteractiveAttempt,
  problem,
  renderPage,
  signInAs,
  stubApi,
} from '@grile/shared/testing'
import { AnswerableExercise } from '../answerable-exercise'

const exercise = anExercise()
const [first, second, third] = exercise.answers.map((answer) => answer.id) as [string, string, string]

function submitButton() {
  return screen.getByRole('button', { name: 'Submit' })
}

function answer(name: RegExp) {
  return screen.getByRole('radio', { name })
}

beforeEach(() => {
  signInAs({ tokens: 10 })
  useAlertStore.setState({ alerts: [] })
})

describe('AnswerableExercise', () => {
  it('shows the answers as one single-choice group lettered a) to d)', () => {
    stubApi()
    renderPage(<AnswerableExercise exercise={exercise} onNext={jest.fn()} />, { url: '/interactive' })

    const group = screen.getByRole('radiogroup', { name: exercise.question })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['a) am', 'b) were', 'c) will be', 'd) had been'])
    expect(within(group).queryAllByRole('radio', { checked: true })).toHaveLength(0)
  })

  it('shows the reading text a question is about above it, and none for other questions', () => {
    stubApi()
    const passage = {
      id: exercise.id,
      title: 'A Night Shift',
      text: 'The first paragraph.\n\nThe second paragraph.',
    }
    const { unmount } = renderPage(
      <AnswerableExercise exercise={{ ...exercise, passage }} onNext={jest.fn()} />,
    )
    const text = screen.getByRole('article', { name: 'Reading text: A Night Shift' })
    expect(within(text).getByText('The second paragraph.')).toBeInTheDocument()
    const question = screen.getByText(exercise.question)
    expect(text.compareDocumentPosition(question) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    unmount()
    renderPage(<AnswerableExercise exercise={exercise} onNext={jest.fn()} />, { url: '/interactive' })
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('enables Submit only once an answer is chosen, and shows the choice as primary', async () => {
    stubApi()
    renderPage(<AnswerableExercise exercise={exercise} onNext={jest.fn()} />, { url: '/interactive' })
    expect(submitButton()).toBeDisabled()

    await userEvent.click(answer(/^b\) were/))

    expect(answer(/^b\) were/)).toHaveAttribute('aria-checked', 'true')
    expect(answer(/^b\) were/)).toHaveAttribute('data-tone', 'primary')
    expect(answer(/^a\) am/)).toHaveAttribute('data-tone', 'neutral')
    expect(submitButton()).toBeEnabled()
  })

  it('keeps Submit disabled when the exercise cannot be attempted, and says why', async () => {
    signInAs({ tokens: 0, interactiveAttemptsLeftInToken: 0 })
    stubApi()
    renderPage(
      <AnswerableExercise exercise={{ ...exercise, canAttemptExercise: false }} onNext={jest.fn()} />,
    )

    await userEvent.click(answer(/^a\) am/))

    expect(submitButton()).toBeDisabled()
    expect(screen.getByText('This feature requires tokens.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Buy tokens' })).toHaveAttribute('href', '/tokens')
  })

  it('disables Submit while submitting, then shows the result colours: wrong choice error, correct one success', async () => {
    let answerNow: () => void = () => undefined
    const api = stubApi().on(
      interactiveAttempts.createInteractiveAttempt,
      ({ body }) =>
        new Promise((resolve) => {
          answerNow = () =>
            resolve(anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 2))
        }),
    )
    const onNext = jest.fn()
    renderPage(<AnswerableExercise exercise={exercise} onNext={onNext} />, { url: '/interactive' })

    await userEvent.click(answer(/^a\) am/))
    await userEvent.click(submitButton())

    await waitFor(() => expect(screen.getByRole('button', { name: /Submit|Submitting/ })).toBeDisabled())
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1)
    const sent = api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>
    expect(sent).toEqual({
      answerId: first,
      answersShuffleSeed: exercise.answersShuffleSeed,
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })

    await act(async () => answerNow())

    expect(await screen.findByText('Incorrect. The right answer is c).')).toBeInTheDocument()
    expect(answer(/^a\) am/)).toHaveAttribute('data-tone', 'error')
    expect(answer(/^c\) will be/)).toHaveAttribute('data-tone', 'success')
    expect(answer(/^b\) were/)).toHaveAttribute('data-tone', 'neutral')
    expect(answer(/^d\) had been/)).toHaveAttribute('data-tone', 'neutral')
    expect(screen.getByRole('img', { name: 'Correct answer' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onNext).toHaveBeenCalledTimes(1)
  })

  it('shows a right answer as success', async () => {
    stubApi().on(interactiveAttempts.createInteractiveAttempt, ({ body }) =>
      anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 1),
    )
    renderPage(<AnswerableExercise exercise={exercise} onNext={jest.fn()} />, { url: '/interactive' })

    await userEvent.click(answer(/^b\) were/))
    await userEvent.click(submitButton())

    expect(await screen.findByText('Correct!')).toBeInTheDocument()
    expect(answer(/^b\) were/)).toHaveAttribute('data-tone', 'success')
    expect(screen.queryByRole('img', { name: 'Your answer, incorrect' })).not.toBeInTheDocument()
  })

  it('says "Failed to submit answer." when the submission fails, and lets the user try again', async () => {
    stubApi().on(interactiveAttempts.createInteractiveAttempt, () => problem(503))
    renderPage(<AnswerableExercise exercise={exercise} onNext={jest.fn()} />, { url: '/interactive' })

    await userEvent.click(answer(/^a\) am/))
    await userEvent.click(submitButton())

    await waitFor(() =>
      expect(useAlertStore.getState().alerts.map((alert) => alert.title)).toEqual([
        'Failed to submit answer.',
      ]),
    )
    await waitFor(() => expect(submitButton()).toBeEnabled())
    expect(answer(/^a\) am/)).toHaveAttribute('data-tone', 'primary')
  })

  it("with 'Choose immediately', choosing submits at once", async () => {
    const api = stubApi().on(interactiveAttempts.createInteractiveAttempt, ({ body }) =>
      anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 1),
    )
    renderPage(<AnswerableExercise exercise={exercise} onNext={jest.fn()} chooseImmediately />, {
      url: '/interactive',
    })

    await userEvent.click(answer(/^b\) were/))

    expect(await screen.findByText('Correct!')).toBeInTheDocument()
    expect(
      api.calls
        .filter((call) => call.method === 'POST')
        .map((call) => (call.body as { answerId: string }).answerId),
    ).toEqual([second])
  })

  it('answers with the keyboard: a letter or a digit chooses, Enter submits, Enter again is Next', async () => {
    const api = stubApi().on(interactiveAttempts.createInteractiveAttempt, ({ body }) =>
      anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 2),
    )
    const onNext = jest.fn()
    renderPage(<AnswerableExercise exercise={exercise} onNext={onNext} keyboard />, { url: '/interactive' })

    await userEvent.keyboard('b')
    expect(answer(/^b\) were/)).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('3')
    expect(answer(/^c\) will be/)).toHaveAttribute('aria-checked', 'true')
    await userEvent.keyboard('{Enter}')

    expect(await screen.findByText('Correct!')).toBeInTheDocument()
    expect((api.calls.find((call) => call.method === 'POST')?.body as { answerId: string }).answerId).toBe(
      third,
    )
    await userEvent.keyboard('{Enter}')
    expect(onNext).toHaveBeenCalledTimes(1)
  })

  it('keeps Enter on Next after the AI tutor is asked, and shows its explanation', async () => {
    stubApi()
      .on(interactiveAttempts.createInteractiveAttempt, ({ body }) =>
        anInteractiveAttempt(exercise, (body as { answerId: string }).answerId, 1),
      )
      .on(explanations.getInteractiveAttemptExplanation, () => "'Were' is used for every person.")
    const onNext = jest.fn()
    renderPage(<AnswerableExercise exercise={exercise} onNext={onNext} keyboard />, { url: '/interactive' })

    await userEvent.keyboard('b')
    await userEvent.keyboard('{Enter}')
    const next = await screen.findByRole('button', { name: 'Next' })
    expect(next).toHaveFocus()

    await userEvent.click(screen.getByRole('button', { name: 'Ask the AI tutor to explain' }))
    expect(await screen.findByText("'Were' is used for every person.")).toBeInTheDocument()
    expect(next).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onNext).toHaveBeenCalledTimes(1)
  })
})
