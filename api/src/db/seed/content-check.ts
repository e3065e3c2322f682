import {
  difficultyProblem,
  duplicateStems,
  explanationsNotNamingTheKey,
  lengthGiveaways,
  sharedKeySequences,
} from './content-quality'
import type { SeedContent, SeedExam, SeedExercise } from './seed-content'

/**
 * Limits of the product (docs/product-rules.md#limits-and-constants) and of the question bank
 * (docs/decisions/0021-seed-content.md).
 */
export const CONTENT_LIMITS = {
  exercisesPerExam: 30,
  answersPerExercise: 4,
  question: { min: 5, max: 512 },
  answer: { min: 1, max: 256 },
  explanationSentences: { min: 1, max: 3 },
  examTitle: { min: 1, max: 128 },
  materialTitle: { min: 3, max: 64 },
  minExercises: 720,
  minExams: 24,
  minExamsPerCombination: 2,
} as const

/** The tags lessons may use (content/README.md); the sanitiser on save allows at least these. */
export const ALLOWED_MATERIAL_TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'strong',
  'em',
  'code',
  'pre',
  'blockquote',
  'a',
  'br',
  'hr',
])

const TARGETS = ['ACADEMY', 'CAMPINA'] as const
const TYPES = ['GENERAL', 'GRAMMAR'] as const
const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const

// A full stop after these does not end a sentence.
const ABBREVIATION_AT_END = /\b(e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|vs|St|No|a\.m|p\.m)\.$/i

/**
 * Splits prose into sentences: terminal punctuation (maybe closed by a quote), a space, then a capital,
 * digit or opening quote; so a quoted "Stop!" inside a sentence does not end it.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = []
  let current = ''
  for (const part of text.trim().split(/(?<=[.!?]['"’”)]?)\s+(?=['"‘“(]?[A-Z0-9])/)) {
    current = current ? `${current} ${part}` : part
    if (!ABBREVIATION_AT_END.test(current)) {
      sentences.push(current)
      current = ''
    }
  }
  if (current) sentences.push(current)
  return sentences.filter((sentence) => sentence.trim() !== '')
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

function lengthProblem(
  label: string,
  text: string,
  { min, max }: { min: number; max: number },
): string | undefined {
  const length = text.trim().length
  if (length < min) return `${label} is shorter than ${min} characters`
  if (length > max) return `${label} is longer than ${max} characters`
  return undefined
}

function checkExercise(exercise: SeedExercise): string[] {
  const problems: string[] = []
  const questionProblem = lengthProblem('the question', exercise.question, CONTENT_LIMITS.question)
  if (questionProblem) problems.push(questionProblem)
  if (exercise.answers.length !== CONTENT_LIMITS.answersPerExercise) {
    problems.push(`has ${exercise.answers.length} answers instead of ${CONTENT_LIMITS.answersPerExercise}`)
  }
  exercise.answers.forEach((answer, index) => {
    const problem = lengthProblem(`answer ${index + 1}`, answer, CONTENT_LIMITS.answer)
    if (problem) problems.push(problem)
  })
  if (new Set(exercise.answers.map(normalise)).size !== exercise.answers.length)
    problems.push('has repeated answers')
  if (
    !Number.isInteger(exercise.correct) ||
    exercise.correct < 0 ||
    exercise.correct >= exercise.answers.length
  ) {
    problems.push(
      `names answer index ${exercise.correct} as correct, which does not exist (exactly one must be correct)`,
    )
  }
  const sentences = sentencesOf(exercise.explanation).length
  const { min, max } = CONTENT_LIMITS.explanationSentences
  if (sentences < min || sentences > max)
    problems.push(`has an explanation of ${sentences} sentences (${min} to ${max} expected)`)
  return problems
}

function checkExam(exam: SeedExam, materialSlugs: Set<string>): string[] {
  const problems: string[] = []
  const titleProblem = lengthProblem('the title', exam.title, CONTENT_LIMITS.examTitle)
  if (titleProblem) problems.push(`exam ${exam.slug}: ${titleProblem}`)
  if (exam.exercises.length !== CONTENT_LIMITS.exercisesPerExam) {
    problems.push(
      `exam ${exam.slug}: has ${exam.exercises.length} exercises instead of ${CONTENT_LIMITS.exercisesPerExam}`,
    )
  }
  if (exam.examType === 'GRAMMAR' && exam.material === null)
    problems.push(`exam ${exam.slug}: a grammar exam needs a material`)
  if (exam.material !== null && !materialSlugs.has(exam.material)) {
    problems.push(`exam ${exam.slug}: material ${exam.material} does not exist`)
  }
  exam.exercises.forEach((exercise, index) => {
    for (const problem of checkExercise(exercise))
      problems.push(`exam ${exam.slug}, exercise ${index + 1}: ${problem}`)
  })
  problems.push(
    ...lengthGiveaways(exam, CONTENT_LIMITS.answersPerExercise),
    ...explanationsNotNamingTheKey(exam),
  )
  const difficulty = difficultyProblem(exam)
  if (difficulty) problems.push(difficulty)
  return problems
}

/** Tags outside the allowlist, any attribute but a safe href on a link, and comments or scripts. */
export function materialHtmlProblems(html: string): string[] {
  const problems: string[] = []
  for (const match of html.matchAll(/<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const [, closing, rawName, rawAttributes] = match
    const name = (rawName ?? '').toLowerCase()
    const attributes = (rawAttributes ?? '').replace(/\/\s*$/, '').trim()
    if (!ALLOWED_MATERIAL_TAGS.has(name))
      problems.push(`uses the tag <${closing}${name}>, which is not allowed`)
    else if (
      attributes &&
      (closing || name !== 'a' || !/^href\s*=\s*"(https?:\/\/|\/|#)[^"]*"$/i.test(attributes))
    ) {
      problems.push(`has attributes on <${name}> that are not allowed: ${attributes}`)
    }
  }
  if (/<!--|<!\[CDATA\[|<!doctype/i.test(html)) problems.push('contains a comment, CDATA or doctype')
  return problems
}

function slugDuplicates(kind: string, slugs: string[]): string[] {
  const seen = new Set<string>()
  const problems: string[] = []
  for (const slug of slugs) {
    if (seen.has(slug)) problems.push(`${kind} slug ${slug} is used twice`)
    seen.add(slug)
  }
  return problems
}

/** Every editorial rule of the seed content; an empty list means the content may be shipped. */
export function checkSeedContent(content: SeedContent): string[] {
  const problems: string[] = [
    ...slugDuplicates(
      'exam',
      content.exams.map((exam) => exam.slug),
    ),
    ...slugDuplicates(
      'material',
      content.materials.map((material) => material.slug),
    ),
    ...slugDuplicates(
      'offer',
      content.offers.map((offer) => offer.slug),
    ),
  ]
  const materialSlugs = new Set(content.materials.map((material) => material.slug))

  for (const material of content.materials) {
    const titleProblem = lengthProblem('the title', material.title, CONTENT_LIMITS.materialTitle)
    if (titleProblem) problems.push(`material ${material.slug}: ${titleProblem}`)
    if (!material.topic.trim()) problems.push(`material ${material.slug}: has no topic`)
    if (!material.content.trim()) problems.push(`material ${material.slug}: is empty`)
    for (const problem of materialHtmlProblems(material.content))
      problems.push(`material ${material.slug}: ${problem}`)
  }

  for (const exam of content.exams) problems.push(...checkExam(exam, materialSlugs))
  problems.push(...sharedKeySequences(content.exams), ...duplicateStems(content.exams))

  const exerciseCount = content.exams.reduce((sum, exam) => sum + exam.exercises.length, 0)
  if (exerciseCount < CONTENT_LIMITS.minExercises) {
    problems.push(`the bank has ${exerciseCount} exercises, fewer than ${CONTENT_LIMITS.minExercises}`)
  }
  if (content.exams.length < CONTENT_LIMITS.minExams) {
    problems.push(`there are ${content.exams.length} exams, fewer than ${CONTENT_LIMITS.minExams}`)
  }
  for (const examTarget of TARGETS) {
    for (const examType of TYPES) {
      for (const difficulty of DIFFICULTIES) {
        const count = content.exams.filter(
          (exam) =>
            exam.examTarget === examTarget && exam.examType === examType && exam.difficulty === difficulty,
        ).length
        if (count < CONTENT_LIMITS.minExamsPerCombination) {
          problems.push(
            `${examTarget} ${examType} ${difficulty} has ${count} exams, fewer than ${CONTENT_LIMITS.minExamsPerCombination}`,
          )
        }
      }
    }
  }
  return problems
}
