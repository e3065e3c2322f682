import type { ExamDto, ExamListItemDto, ExamPageDto, attempts } from '@grile/shared/contract'

/** A deterministic UUID v4 from a number (zod checks the version and variant). */
export function uuidOf(n: number, group = 0): string {
  const hex = n.toString(16).padStart(12, '0')
  return `${group.toString(16).padStart(8, '0')}-0000-4000-8000-${hex}`
}

export function examItem(changes: Partial<ExamListItemDto> & { n?: number } = {}): ExamListItemDto {
  const { n = 1, ...rest } = changes
  return {
    id: uuidOf(n, 1),
    title: `Exam ${n}`,
    mockPaper: false,
    difficulty: 'MEDIUM',
    new: false,
    latestGrade: null,
    canAttemptExam: true,
    ...rest,
  }
}

export function examPage(content: ExamListItemDto[], pageNumber = 0, totalPages = 1): ExamPageDto {
  return { content, page: { number: pageNumber, totalPages, size: 20, totalElements: content.length } }
}

/** An exam of `count` exercises, each with answers `answer n.0` … `answer n.3`. */
export function examOf(count = 3, changes: Partial<ExamDto> = {}): ExamDto {
  return {
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
  }
}

type Attempt = attempts.Attempt

/** An attempt of `count` choices: odd-numbered ones (1, 3, …) answered correctly. */
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
  return {
    id: uuidOf(1, 5),
    userId: '11111111-1111-4111-8111-111111111111',
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
  }
}
