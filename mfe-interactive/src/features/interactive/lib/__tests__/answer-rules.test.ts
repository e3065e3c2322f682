import { answerLetter } from '@grile/shared/contract'
import { answerIndexForKey, answerTone, canSubmitAnswer } from '../answer-rules'

describe('canSubmitAnswer', () => {
  const ready = { canAttemptExercise: true, submitting: false, selectedAnswerId: 'a', answered: false }

  it('allows a chosen answer to an exercise that can be attempted', () => {
    expect(canSubmitAnswer(ready)).toBe(true)
  })

  it.each([
    ['the exercise cannot be attempted', { canAttemptExercise: false }],
    ['a submission is running', { submitting: true }],
    ['no answer is chosen', { selectedAnswerId: null }],
    ['the result is already in', { answered: true }],
  ])('refuses when %s', (_, change) => {
    expect(canSubmitAnswer({ ...ready, ...change })).toBe(false)
  })
})

describe('answerTone', () => {
  it('shows the selected answer as primary before the result', () => {
    expect(answerTone('a', 'a', null)).toBe('primary')
    expect(answerTone('b', 'a', null)).toBe('neutral')
  })

  it('after a right answer, shows it as success and the others plain', () => {
    expect(answerTone('a', 'a', 'a')).toBe('success')
    expect(answerTone('b', 'a', 'a')).toBe('neutral')
  })

  it('after a wrong answer, shows the chosen one as error and the correct one as success', () => {
    expect(answerTone('a', 'a', 'c')).toBe('error')
    expect(answerTone('c', 'a', 'c')).toBe('success')
    expect(answerTone('b', 'a', 'c')).toBe('neutral')
  })
})

describe('answer letters and keys', () => {
  it('letters answers a), b), c)…', () => {
    expect([0, 1, 2, 3].map(answerLetter)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('maps a–d and 1–4 to the answers shown, and nothing else', () => {
    expect(answerIndexForKey('a', 4)).toBe(0)
    expect(answerIndexForKey('D', 4)).toBe(3)
    expect(answerIndexForKey('1', 4)).toBe(0)
    expect(answerIndexForKey('4', 4)).toBe(3)
    expect(answerIndexForKey('e', 4)).toBeNull()
    expect(answerIndexForKey('5', 4)).toBeNull()
    expect(answerIndexForKey('0', 4)).toBeNull()
    expect(answerIndexForKey('Enter', 4)).toBeNull()
  })
})
