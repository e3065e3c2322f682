import { parseExamText, renderExamText } from '@grile/shared/contract'
import { checkSeedContent, CONTENT_LIMITS, materialHtmlProblems, sentencesOf } from '../src/db/seed/content-check'
import type { SeedContent, SeedExam } from '../src/db/seed/seed-content'
import { shippedContent } from './support/learning-fixtures'

/** A deep copy to break on purpose. */
function copyOf(content: SeedContent): SeedContent {
  return structuredClone(content)
}

/** Keeps the bank at its promised minimum, so that one exam or exercise less falls below it. */
function atMinimum(content: SeedContent) {
  content.exams = content.exams.slice(0, CONTENT_LIMITS.minExams)
}

/** Leaves one exam of a target, type and difficulty: the one named. */
function onlyExamOfItsKind(content: SeedContent, slug: string) {
  const kept = exam(content, slug)
  content.exams = content.exams.filter(
    (candidate) =>
      candidate === kept ||
      candidate.examTarget !== kept.examTarget ||
      candidate.examType !== kept.examType ||
      candidate.difficulty !== kept.difficulty,
  )
}

function exam(content: SeedContent, slug: string): SeedExam {
  const found = content.exams.find((candidate) => candidate.slug === slug)
  if (!found) throw new Error(`No exam ${slug} in the content`)
  return found
}

describe('the shipped seed content', () => {
  let content: SeedContent
  beforeAll(async () => {
    content = await shippedContent()
  })

  it('passes every editorial rule', () => {
    expect(checkSeedContent(content)).toEqual([])
  })

  it('is the bank the product promises: 24+ exams of 30, 720+ exercises, two exams per combination', () => {
    expect(content.exams.length).toBeGreaterThanOrEqual(24)
    expect(content.exams.every((candidate) => candidate.exercises.length === 30)).toBe(true)
    expect(content.exams.reduce((sum, candidate) => sum + candidate.exercises.length, 0)).toBeGreaterThanOrEqual(720)
    const combinations = new Map<string, number>()
    for (const { examTarget, examType, difficulty } of content.exams) {
      const key = `${examTarget} ${examType} ${difficulty}`
      combinations.set(key, (combinations.get(key) ?? 0) + 1)
    }
    expect(combinations.size).toBe(12)
    expect(Math.min(...combinations.values())).toBeGreaterThanOrEqual(2)
  })

  it('gives every grammar exam an existing lesson, and offers the lesson product', () => {
    const lessons = new Set(content.materials.map((material) => material.slug))
    for (const grammar of content.exams.filter((candidate) => candidate.examType === 'GRAMMAR')) {
      expect(lessons.has(grammar.material ?? '')).toBe(true)
    }
    expect(content.offers).toContainEqual(expect.objectContaining({ name: '1x online session', itemType: 'LESSON', priceTotal: 75 }))
  })
})

describe('checkSeedContent on broken copies', () => {
  let content: SeedContent
  beforeAll(async () => {
    content = await shippedContent()
  })

  const breakages: [string, (broken: SeedContent) => void, RegExp][] = [
    ['three answers', (c) => exam(c, 'grammar-conditionals').exercises[0]!.answers.pop(), /conditionals, exercise 1: has 3 answers/],
    ['two equal answers', (c) => {
      const exercise = exam(c, 'grammar-conditionals').exercises[1]!
      exercise.answers[2] = ` ${exercise.answers[0]!.toUpperCase()} `
    }, /exercise 2: has repeated answers/],
    ['no correct answer', (c) => (exam(c, 'grammar-modal-verbs').exercises[3]!.correct = 4), /modal-verbs, exercise 4: names answer index 4/],
    ['29 exercises', (c) => exam(c, 'general-academy-idioms').exercises.pop(), /general-academy-idioms: has 29 exercises/],
    ['a question copied into another exam', (c) => {
      const copied = structuredClone(exam(c, 'grammar-passive-voice').exercises[5]!)
      exam(c, 'grammar-prepositions').exercises[7] = copied
    }, /grammar-prepositions, exercise 8: duplicates exam grammar-passive-voice, exercise 6/],
    ['a short question', (c) => (exam(c, 'grammar-phrasal-verbs').exercises[0]!.question = 'Why'), /the question is shorter than 5/],
    ['a long question', (c) => (exam(c, 'grammar-phrasal-verbs').exercises[0]!.question = 'x'.repeat(513)), /the question is longer than 512/],
    ['an empty answer', (c) => (exam(c, 'grammar-phrasal-verbs').exercises[2]!.answers[1] = '  '), /answer 2 is shorter than 1/],
    ['a long answer', (c) => (exam(c, 'grammar-phrasal-verbs').exercises[2]!.answers[3] = 'y'.repeat(257)), /answer 4 is longer than 256/],
    ['a four-sentence explanation', (c) => {
      exam(c, 'grammar-reported-speech').exercises[9]!.explanation = 'One. Two. Three. Four.'
    }, /exercise 10: has an explanation of 4 sentences/],
    ['an empty explanation', (c) => (exam(c, 'grammar-reported-speech').exercises[9]!.explanation = ''), /has an explanation of 0 sentences/],
    ['a grammar exam without its lesson', (c) => (c.materials = c.materials.filter((m) => m.slug !== 'conditionals')), /material conditionals does not exist/],
    ['a grammar exam with no lesson', (c) => (exam(c, 'grammar-conditionals').material = null), /a grammar exam needs a material/],
    ['a script in a lesson', (c) => (c.materials[0]!.content += '<script>alert(1)</script>'), /uses the tag <script>/],
    ['an event handler in a lesson', (c) => (c.materials[1]!.content += '<p onclick="steal()">x</p>'), /attributes on <p>/],
    ['a javascript: link', (c) => (c.materials[2]!.content += '<a href="javascript:alert(1)">x</a>'), /attributes on <a>/],
    ['too few exams', (c) => {
      atMinimum(c)
      c.exams.pop()
    }, new RegExp(`there are ${CONTENT_LIMITS.minExams - 1} exams, fewer than ${CONTENT_LIMITS.minExams}`)],
    ['a combination with one exam', (c) => onlyExamOfItsKind(c, 'grammar-conditionals'), /ACADEMY GRAMMAR MEDIUM has 1 exams/],
    ['too few exercises', (c) => {
      atMinimum(c)
      c.exams[0]!.exercises.pop()
    }, new RegExp(`the bank has ${CONTENT_LIMITS.minExercises - 1} exercises`)],
    ['an exam slug twice', (c) => c.exams.push(structuredClone(exam(c, 'grammar-conditionals'))), /exam slug grammar-conditionals is used twice/],
  ]

  it.each(breakages)('fails on %s', (_name, breakIt, expected) => {
    const broken = copyOf(content)
    breakIt(broken)
    const problems = checkSeedContent(broken)
    expect(problems.some((problem) => expected.test(problem))).toBe(true)
    // The original stays intact: the checker reads, it does not change anything.
    expect(checkSeedContent(content)).toEqual([])
  })
})

describe('the helpers of the check', () => {
  it('counts sentences without splitting at abbreviations or quoted sentences', () => {
    expect(sentencesOf('Use "will" here, e.g. for promises. It is a rule!')).toHaveLength(2)
    expect(sentencesOf("He said 'Stop!' and ran. Then he fell.")).toHaveLength(2)
    expect(sentencesOf('One sentence')).toHaveLength(1)
  })

  it('allows the lesson tags and safe links only', () => {
    expect(materialHtmlProblems('<h2>T</h2><p>A <a href="https://grile.ro">link</a><br/></p>')).toEqual([])
    expect(materialHtmlProblems('<img src=x onerror=alert(1)>')).not.toEqual([])
    expect(materialHtmlProblems('<p style="color:red">x</p>')).not.toEqual([])
    expect(materialHtmlProblems('<!-- hidden -->')).not.toEqual([])
  })
})

describe('the shipped exams as the admin’s 180-line exam text', () => {
  let content: SeedContent
  beforeAll(async () => {
    content = await shippedContent()
  })

  it('renders every exam to 180 lines that parse back identically', () => {
    for (const seeded of content.exams) {
      const exercises = seeded.exercises.map(({ question, answers, correct }) => ({
        question,
        answers: answers as [string, string, string, string],
        correct,
      }))
      const text = renderExamText(exercises)
      expect(text.split('\n')).toHaveLength(180)
      expect({ slug: seeded.slug, result: parseExamText(text) }).toEqual({ slug: seeded.slug, result: { ok: true, exercises } })
    }
  })
})
