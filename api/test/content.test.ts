import { parseExamText, renderExamText } from '@grile/shared/contract'
import {
  checkSeedContent,
  CONTENT_LIMITS,
  materialHtmlProblems,
  sentencesOf,
} from '../src/db/seed/content-check'
import { chanceLimit, duplicateStems, explanationNamesKey } from '../src/db/seed/content-quality'
import type { SeedContent, SeedExam, SeedExercise } from '../src/db/seed/seed-content'
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

/** Reorders each item's options so that its key stands where the other exam's key stands. */
function keysWhere(content: SeedContent, slug: string, model: string) {
  exam(content, slug).exercises.forEach((exercise, index) => {
    const target = exam(content, model).exercises[index]!.correct
    const key = exercise.answers[exercise.correct]!
    exercise.answers[exercise.correct] = exercise.answers[target]!
    exercise.answers[target] = key
    exercise.correct = target
  })
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
    expect(
      content.exams.reduce((sum, candidate) => sum + candidate.exercises.length, 0),
    ).toBeGreaterThanOrEqual(720)
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
    expect(content.offers).toContainEqual(
      expect.objectContaining({ name: '1x online session', itemType: 'LESSON', priceTotal: 75 }),
    )
  })
})

describe('checkSeedContent on broken copies', () => {
  let content: SeedContent
  beforeAll(async () => {
    content = await shippedContent()
  })

  const breakages: [string, (broken: SeedContent) => void, RegExp][] = [
    [
      'three answers',
      (c) => exam(c, 'grammar-conditionals').exercises[0]!.answers.pop(),
      /conditionals, exercise 1: has 3 answers/,
    ],
    [
      'two equal answers',
      (c) => {
        const exercise = exam(c, 'grammar-conditionals').exercises[1]!
        exercise.answers[2] = ` ${exercise.answers[0]!.toUpperCase()} `
      },
      /exercise 2: has repeated answers/,
    ],
    [
      'no correct answer',
      (c) => (exam(c, 'grammar-modal-verbs').exercises[3]!.correct = 4),
      /modal-verbs, exercise 4: names answer index 4/,
    ],
    [
      '29 exercises',
      (c) => exam(c, 'general-academy-idioms').exercises.pop(),
      /general-academy-idioms: has 29 exercises/,
    ],
    [
      'a question copied into another exam',
      (c) => {
        const copied = structuredClone(exam(c, 'grammar-passive-voice').exercises[5]!)
        exam(c, 'grammar-prepositions').exercises[7] = copied
      },
      /grammar-prepositions, exercise 8: duplicates the stem of exam grammar-passive-voice, exercise 6/,
    ],
    [
      'a stem reused with other options',
      (c) => {
        exam(c, 'grammar-prepositions').exercises[7]!.question =
          `${exam(c, 'grammar-passive-voice').exercises[5]!.question.toUpperCase()}!`
      },
      /grammar-prepositions, exercise 8: duplicates the stem of exam grammar-passive-voice, exercise 6/,
    ],
    [
      'a stem reused with a phrase added',
      (c) => {
        const { question } = exam(c, 'grammar-passive-voice').exercises[5]!
        exam(c, 'mock-academy-03').exercises[2]!.question = question.replace(
          'next Monday',
          'next Monday morning',
        )
      },
      /mock-academy-03, exercise 3: nearly duplicates the stem of exam grammar-passive-voice, exercise 6/,
    ],
    [
      'a key that is the longest option',
      (c) => {
        for (const exercise of exam(c, 'grammar-conditionals').exercises)
          exercise.answers[exercise.correct] += ' (the right one)'
      },
      /exam grammar-conditionals: the key is strictly the longest option in \d+ of 30 exercises/,
    ],
    [
      'a key that is the shortest option',
      (c) => {
        for (const exercise of exam(c, 'mock-campina-02').exercises) {
          exercise.answers = exercise.answers.map((answer, index) =>
            index === exercise.correct ? answer : `${answer} as well`,
          )
        }
      },
      /exam mock-campina-02: the key is strictly the shortest option in \d+ of 30 exercises/,
    ],
    [
      'two exams with the same key sequence',
      (c) => keysWhere(c, 'grammar-so-such', 'mock-academy-05'),
      /exam mock-academy-05: has the same sequence of key positions as exam grammar-so-such/,
    ],
    [
      'a missing explanation',
      (c) => (exam(c, 'general-academy-idioms').exercises[3]!.explanation = ''),
      /general-academy-idioms, exercise 4: the explanation does not name the key/,
    ],
    [
      'an explanation that does not name the key',
      (c) => {
        exam(c, 'general-academy-collocations').exercises[0]!.explanation =
          'A driver who overtakes on a bend is careless.'
      },
      /general-academy-collocations, exercise 1: the explanation does not name the key 'made'/,
    ],
    [
      'a difficulty label the levels contradict',
      (c) => (exam(c, 'grammar-subjunctive').difficulty = 'EASY'),
      /exam grammar-subjunctive: is labelled EASY, but \d+ of its 30 items are above B1, which makes it HARD/,
    ],
    [
      'a short question',
      (c) => (exam(c, 'grammar-phrasal-verbs').exercises[0]!.question = 'Why'),
      /the question is shorter than 5/,
    ],
    [
      'a long question',
      (c) => (exam(c, 'grammar-phrasal-verbs').exercises[0]!.question = 'x'.repeat(513)),
      /the question is longer than 512/,
    ],
    [
      'an empty answer',
      (c) => (exam(c, 'grammar-phrasal-verbs').exercises[2]!.answers[1] = '  '),
      /answer 2 is shorter than 1/,
    ],
    [
      'a long answer',
      (c) => (exam(c, 'grammar-phrasal-verbs').exercises[2]!.answers[3] = 'y'.repeat(257)),
      /answer 4 is longer than 256/,
    ],
    [
      'a four-sentence explanation',
      (c) => {
        exam(c, 'grammar-reported-speech').exercises[9]!.explanation = 'One. Two. Three. Four.'
      },
      /exercise 10: has an explanation of 4 sentences/,
    ],
    [
      'an empty explanation',
      (c) => (exam(c, 'grammar-reported-speech').exercises[9]!.explanation = ''),
      /has an explanation of 0 sentences/,
    ],
    [
      'a grammar exam without its lesson',
      (c) => (c.materials = c.materials.filter((m) => m.slug !== 'conditionals')),
      /material conditionals does not exist/,
    ],
    [
      'a grammar exam with no lesson',
      (c) => (exam(c, 'grammar-conditionals').material = null),
      /a grammar exam needs a material/,
    ],
    [
      'a script in a lesson',
      (c) => (c.materials[0]!.content += '<script>alert(1)</script>'),
      /uses the tag <script>/,
    ],
    [
      'an event handler in a lesson',
      (c) => (c.materials[1]!.content += '<p onclick="steal()">x</p>'),
      /attributes on <p>/,
    ],
    [
      'a javascript: link',
      (c) => (c.materials[2]!.content += '<a href="javascript:alert(1)">x</a>'),
      /attributes on <a>/,
    ],
    [
      'too few exams',
      (c) => {
        atMinimum(c)
        c.exams.pop()
      },
      new RegExp(`there are ${CONTENT_LIMITS.minExams - 1} exams, fewer than ${CONTENT_LIMITS.minExams}`),
    ],
    [
      'a combination with one exam',
      (c) => onlyExamOfItsKind(c, 'grammar-conditionals'),
      /ACADEMY GRAMMAR MEDIUM has 1 exams/,
    ],
    [
      'too few exercises',
      (c) => {
        atMinimum(c)
        c.exams[0]!.exercises.pop()
      },
      new RegExp(`the bank has ${CONTENT_LIMITS.minExercises - 1} exercises`),
    ],
    [
      'an exam slug twice',
      (c) => c.exams.push(structuredClone(exam(c, 'grammar-conditionals'))),
      /exam slug grammar-conditionals is used twice/,
    ],
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

  it('flags a length place from 14 items of 30 on: a fair exam gets there less than once in a hundred', () => {
    expect(chanceLimit(30, 1 / 4)).toBe(13)
    expect(chanceLimit(10, 1 / 4)).toBe(6)
  })

  it('finds the key in an explanation by its words, their stems or, for a short form, its grammatical name', () => {
    const item = (answers: string[], explanation: string): SeedExercise => ({
      question: 'Q ___.',
      answers,
      correct: 0,
      explanation,
    })
    expect(explanationNamesKey(item(['took', 'made'], "In English you 'take a photo'."))).toBe(true)
    expect(
      explanationNamesKey(item(['had seen', 'saw'], 'After a past reporting verb the past perfect is used.')),
    ).toBe(true)
    expect(
      explanationNamesKey(
        item(['Drivers slowed down.', 'x'], 'Fewer tickets mean that drivers were speeding less.'),
      ),
    ).toBe(true)
    expect(
      explanationNamesKey(item(['unexpectedly', 'slowly'], 'It means suddenly and without warning.')),
    ).toBe(false)
  })

  it('does not take a spot-the-error item and a gap-fill on different sentences for duplicates', () => {
    const exams = [
      {
        question: "Find the mistake: 'The police is looking for two men who robbed a shop.'",
        answers: ['is looking', 'two men', 'who', 'a shop'],
      },
      {
        question: 'The police ___ questioning the driver of the lorry that overturned.',
        answers: ['is', 'are', 'was', 'has'],
      },
    ].map(({ question, answers }, index) => ({
      slug: `exam-${index}`,
      exercises: [{ question, answers, correct: 0, explanation: '' }],
    })) as SeedExam[]
    expect(duplicateStems(exams)).toEqual([])
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
      expect({ slug: seeded.slug, result: parseExamText(text) }).toEqual({
        slug: seeded.slug,
        result: { ok: true, exercises },
      })
    }
  })
})
