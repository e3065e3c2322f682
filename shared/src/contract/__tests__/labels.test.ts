import {
  answerLabel,
  answerLetter,
  DIFFICULTY_OPTIONS,
  EXAM_TARGET_LABELS,
  EXAM_TARGET_OPTIONS,
  EXAM_TYPE_OPTIONS,
} from '../labels'
import { newSessionId } from '../session-id'
import { difficultySchema, examTargetSchema, examTypeSchema } from '../exams'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('labels of targets, types and difficulties', () => {
  it('name every value of the contract, in its order, with the texts the pages show', () => {
    expect(EXAM_TARGET_OPTIONS).toEqual([
      { value: 'ACADEMY', label: 'Academy' },
      { value: 'CAMPINA', label: 'Campina' },
    ])
    expect(EXAM_TYPE_OPTIONS.map((option) => option.label)).toEqual(['General', 'Grammar'])
    expect(DIFFICULTY_OPTIONS.map((option) => option.label)).toEqual(['Easy', 'Medium', 'Hard'])
    expect(EXAM_TARGET_OPTIONS.map((option) => option.value)).toEqual(examTargetSchema.options)
    expect(EXAM_TYPE_OPTIONS.map((option) => option.value)).toEqual(examTypeSchema.options)
    expect(DIFFICULTY_OPTIONS.map((option) => option.value)).toEqual(difficultySchema.options)
    expect(EXAM_TARGET_LABELS.CAMPINA).toBe('Campina')
  })
})

describe('answer letters', () => {
  it('letter answers a, b, c, d and label them a), b)…', () => {
    expect([0, 1, 2, 3].map(answerLetter)).toEqual(['a', 'b', 'c', 'd'])
    expect(answerLabel(2)).toBe('c)')
  })
})

describe('newSessionId', () => {
  it('uses crypto.randomUUID where the page has it', () => {
    const id = newSessionId({
      randomUUID: () => '11111111-1111-4111-8111-111111111111',
      getRandomValues: () => {
        throw new Error('unused')
      },
    })
    expect(id).toBe('11111111-1111-4111-8111-111111111111')
  })

  it('builds a v4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    const source = { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes) }
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId(source)))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(UUID_V4)
    const zeros = { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => bytes }
    expect(newSessionId(zeros)).toBe('00000000-0000-4000-8000-000000000000')
  })
})
