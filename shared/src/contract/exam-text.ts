/**
 * The admin's exam text (docs/product-rules.md#exam-text): exactly 180 lines, 30 blocks of 6 lines each — the
 * question, the answers a) to d) in that order, then the letter of the correct answer. Pure TypeScript, so
 * the admin page validates live with the same rules the API applies.
 */

export const EXAM_TEXT_EXERCISES = 30
export const EXAM_TEXT_LINES_PER_EXERCISE = 6
export const EXAM_TEXT_LINES = EXAM_TEXT_EXERCISES * EXAM_TEXT_LINES_PER_EXERCISE

export const QUESTION_MIN_LENGTH = 5
export const QUESTION_MAX_LENGTH = 512
export const ANSWER_MAX_LENGTH = 256

export const ANSWER_LETTERS = ['a', 'b', 'c', 'd'] as const
export type AnswerLetter = (typeof ANSWER_LETTERS)[number]

export interface ExamTextExercise {
  question: string
  answers: [string, string, string, string]
  /** 0-based index of the correct answer (a = 0 … d = 3). */
  correct: number
}

export type ExamTextResult =
  | { ok: true; exercises: ExamTextExercise[] }
  /** `line` is 1-based; null when the text as a whole is wrong (its line count). */
  | { ok: false; line: number | null; message: string }

/** Splits into lines; one trailing line break (as editors add) does not count as a line. */
function linesOf(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/)
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

function fail(line: number, message: string): ExamTextResult {
  return { ok: false, line, message: `Line ${line}: ${message}` }
}

/** How many lines the text has, counted as parseExamText counts them (the admin's live count). */
export function examTextLineCount(text: string): number {
  return text === '' ? 0 : linesOf(text).length
}

/** Parses the 180-line text; on failure names the first bad line. */
export function parseExamText(text: string): ExamTextResult {
  const lines = linesOf(text)
  if (lines.length !== EXAM_TEXT_LINES) return { ok: false, line: null, message: 'must be exactly 180 lines' }

  const exercises: ExamTextExercise[] = []
  for (let block = 0; block < EXAM_TEXT_EXERCISES; block++) {
    const first = block * EXAM_TEXT_LINES_PER_EXERCISE
    const lineNumber = (offset: number) => first + offset + 1

    const question = (lines[first] ?? '').trim()
    // A missing or extra line shifts every block; say so where it starts rather than much later.
    if (/^[a-d]\)/i.test(question)) return fail(lineNumber(0), 'expected a question, found an answer')
    if (question.length < QUESTION_MIN_LENGTH) {
      return fail(lineNumber(0), `the question must be longer than ${QUESTION_MIN_LENGTH} characters`)
    }
    if (question.length > QUESTION_MAX_LENGTH) {
      return fail(lineNumber(0), `the question must not be longer than ${QUESTION_MAX_LENGTH} characters`)
    }

    const answers: string[] = []
    for (const [index, letter] of ANSWER_LETTERS.entries()) {
      const line = (lines[first + 1 + index] ?? '').trim()
      const match = /^([a-z])\)(.*)$/i.exec(line)
      if (!match || match[1]?.toLowerCase() !== letter) {
        return fail(lineNumber(1 + index), `expected answer ${letter}) to start with '${letter})'`)
      }
      const answer = (match[2] ?? '').trim()
      if (answer.length === 0) return fail(lineNumber(1 + index), `answer ${letter}) must not be empty`)
      if (answer.length > ANSWER_MAX_LENGTH) {
        return fail(
          lineNumber(1 + index),
          `answer ${letter}) must not be longer than ${ANSWER_MAX_LENGTH} characters`,
        )
      }
      answers.push(answer)
    }

    const letter = (lines[first + 5] ?? '').trim().toLowerCase().replace(/\)$/, '')
    const correct = ANSWER_LETTERS.indexOf(letter as AnswerLetter)
    if (correct < 0) return fail(lineNumber(5), 'expected the letter of the correct answer (a, b, c or d)')

    exercises.push({ question, answers: answers as ExamTextExercise['answers'], correct })
  }
  return { ok: true, exercises }
}

/** The text parseExamText reads back into the same exercises (no trailing line break). */
export function renderExamText(exercises: readonly ExamTextExercise[]): string {
  return exercises
    .flatMap((exercise) => [
      exercise.question,
      ...exercise.answers.map((answer, index) => `${ANSWER_LETTERS[index]}) ${answer}`),
      ANSWER_LETTERS[exercise.correct] ?? '',
    ])
    .join('\n')
}
