import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { signUpThroughPopup } from './sign-in'

/** What submitting an exam needs from GET /api/v1/exams/{id}. */
interface ExamToTake {
  id: string
  exercisesShuffleSeed: number
  exercises: { answersShuffleSeed: number; answers: { id: string }[] }[]
}

/** Signs a new student up and keeps the bearer header the page sends, to set data up through the API. */
export async function signUpKeepingBearer(
  page: Page,
  student: { email: string; name: string },
): Promise<string> {
  await page.goto('/')
  const signInUp = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/users/sign-in-up') && r.method() === 'POST',
  )
  await signUpThroughPopup(page, student)
  return (await signInUp).headers().authorization as string
}

/** Submits an exam as the exam page would, choosing the answer at `answerIndex` everywhere (1 token). */
export async function takeExam(
  page: Page,
  authorization: string,
  examId: string,
  answerIndex = 0,
): Promise<void> {
  const exam = (await (
    await page.request.get(`/api/v1/exams/${examId}`, { headers: { authorization } })
  ).json()) as ExamToTake
  const response = await page.request.post('/api/v1/attempts', {
    headers: { authorization },
    data: {
      sessionId: randomUUID(),
      examId: exam.id,
      exercisesShuffleSeed: exam.exercisesShuffleSeed,
      durationInSeconds: 600,
      choices: exam.exercises.map((exercise) => ({
        answerId: exercise.answers[answerIndex]!.id,
        answersShuffleSeed: exercise.answersShuffleSeed,
      })),
    },
  })
  expect(response.status()).toBe(201)
}
