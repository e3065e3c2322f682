// Fixtures for the front ends' tests, each parsed by its contract schema: a fixture that drifts from the
// contract fails where it is built, not in the page that reads it.
import { attempts, exams, exercises, interactiveAttempts, users } from '@grile/shared/contract'
import type { ExamDto, ExamListItemDto, ExamPageDto, ExerciseDto } from '@grile/shared/contract'
import type { CurrentUser } from '@grile/shared/auth'

/** A deterministic UUID v4 from a number (zod checks the version and variant); `group` keeps kinds apart. */
export function uuidOf(n: number, group = 0): string {
  return `${group.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
}

const STUDENT_ID = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c90'

/** A signed-in student, as GET /v1/users/{currentUserId} answers. */
export function aStudent(changes: Partial<CurrentUser> = {}): CurrentUser {
  return users.currentUserSchema.parse({
    id: STUDENT_ID,
    email: 'elev@example.ro',
    name: 'Elev Popa',
    tokens: 10,
    teacherId: null,
    rating: 1500,
    isCustomer: false,
    interactiveAttemptsLeftInToken: 0,
    isAdmin: false,
    ...changes,
  })
}

/** A signed-in administrator. */
export function anAdmin(changes: Partial<CurrentUser> = {}): CurrentUser {
  return aStudent({
    id: '6f1d2c3b-4a5e-4f60-8b71-9c0d1e2f3a40',
    email: 'admin@grile.ro',
    name: 'Admin',
    isAdmin: true,
    ...changes,
  })
}

/** One row of the exam list; `n` numbers its id and title. */
export function examItem(changes: Partial<ExamListItemDto> & { n?: number } = {}): ExamListItemDto {
  const { n = 1, ...rest } = changes
  return exams.examListItemSchema.parse({
    id: uuidOf(n, 1),
    title: `Exam ${n}`,
    mockPaper: false,
    difficulty: 'MEDIUM',
    new: false,
    latestGrade: null,
    canAttemptExam: true,
    ...rest,
  })
}

export function examPage(content: ExamListItemDto[], pageNumber = 0, totalPages = 1): ExamPageDto {
  return exams.examPageSchema.parse({
    content,
    page: { number: pageNumber, totalPages, size: 20, totalElements: content.length },
  })
}

/** An exam of `count` exercises, each with answers `answer n.0` … `answer n.3`. */
export function examOf(count = 3, changes: Partial<ExamDto> = {}): ExamDto {
  return exams.examSchema.parse({
    id: uuidOf(1, 2),
    title: 'Conditionals',
    mockPaper: false,
    examTarget: 'ACADEMY',
    examType: 'GRAMMAR',
    difficulty: 'MEDIUM',
    forCustomersOnly: false,
    materialId: null,
    generated: false,
    exercisesShuffleSeed: 42,
    canAttemptExam: true,
    withCorrectAnswers: false,
    exercises: Array.from({ length: count }, (_, i) => ({
      id: uuidOf(i + 1, 3),
      question: `Question ${i + 1}?`,
      passage: null,
      answersShuffleSeed: 100 + i,
      answers: Array.from({ length: 4 }, (_, j) => ({
        id: uuidOf(i * 10 + j + 1, 4),
        text: `answer ${i + 1}.${j}`,
      })),
    })),
    ...changes,
  })
}

type Attempt = attempts.Attempt

/** The student's attempt of `count` choices: odd-numbered ones (1, 3, …) answered correctly. */
export function attemptOf(count = 4, changes: Partial<Attempt> = {}): Attempt {
  const choices = Array.from({ length: count }, (_, i) => {
    const answers = Array.from({ length: 4 }, (_, j) => ({
      id: uuidOf(i * 10 + j + 1, 6),
      text: `option ${i + 1}.${j}`,
      correct: j === 0,
    }))
    const correct = i % 2 === 0
    const chosen = correct ? answers[0] : answers[2]
    return {
      id: uuidOf(i + 1, 7),
      exercise: {
        id: uuidOf(i + 1, 8),
        question: `Review question ${i + 1}?`,
        passage: null,
        answers,
        answersShuffleSeed: 7,
      },
      answer: { id: (chosen as { id: string }).id, correct },
      flaggedForReview: false,
    }
  })
  return attempts.attemptSchema.parse({
    id: uuidOf(1, 5),
    userId: STUDENT_ID,
    examId: uuidOf(1, 2),
    examTitle: 'Conditionals',
    examDifficulty: 'MEDIUM',
    grade: 5.5,
    correctChoicesCount: Math.ceil(count / 2),
    incorrectChoicesCount: Math.floor(count / 2),
    durationInSeconds: 754,
    finishedOn: '2026-03-01T10:00:00.000Z',
    reviewedOn: null,
    flaggedForReview: false,
    exercisesShuffleSeed: 42,
    choices,
    ...changes,
  })
}

let sequence = 0
/** A fresh UUID (v4 layout) on every call. */
export function freshUuid(): string {
  sequence += 1
  return uuidOf(sequence, 0x99)
}

/** An exercise to answer interactively, with four answers of fresh ids. */
export function anExercise(changes: Partial<ExerciseDto> = {}): ExerciseDto {
  return exercises.exerciseSchema.parse({
    id: freshUuid(),
    question: 'If I ___ you, I would report the incident at once.',
    passage: null,
    answers: [
      { id: freshUuid(), text: 'am' },
      { id: freshUuid(), text: 'were' },
      { id: freshUuid(), text: 'will be' },
      { id: freshUuid(), text: 'had been' },
    ],
    answersShuffleSeed: 12345,
    canAttemptExercise: true,
    ...changes,
  })
}

/** The attempt the API answers for `exercise` when `answerId` is chosen and `correctIndex` is right. */
export function anInteractiveAttempt(
  exercise: ExerciseDto,
  answerId: string,
  correctIndex: number,
  changes: Partial<interactiveAttempts.InteractiveAttempt> = {},
): interactiveAttempts.InteractiveAttempt {
  const answers = exercise.answers.map((answer, index) => ({ ...answer, correct: index === correctIndex }))
  return interactiveAttempts.interactiveAttemptSchema.parse({
    id: freshUuid(),
    exercise: {
      id: exercise.id,
      question: exercise.question,
      passage: exercise.passage,
      answersShuffleSeed: exercise.answersShuffleSeed,
      answers,
    },
    answer: { id: answerId, correct: answers.find((answer) => answer.id === answerId)?.correct ?? false },
    createdAt: new Date().toISOString(),
    ...changes,
  })
}
