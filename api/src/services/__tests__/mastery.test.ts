import { MASTERY_WINDOW, masteryLevel } from '../mastery'

describe('mastery levels (docs/product-rules.md#mastery)', () => {
  it.each([
    // [recent answers, right among them, level]
    [0, 0, 'NOT_STARTED'],
    // Too few answers to call an area weak, however they went.
    [1, 0, 'LEARNING'],
    [4, 0, 'LEARNING'],
    [5, 2, 'WEAK'],
    [20, 9, 'WEAK'],
    [5, 3, 'LEARNING'],
    [20, 10, 'LEARNING'],
    [20, 14, 'LEARNING'],
    // Strong from ten answers at 75%.
    [9, 9, 'LEARNING'],
    [10, 8, 'STRONG'],
    [12, 9, 'STRONG'],
    [20, 15, 'STRONG'],
    // Mastered only over a full window, at 90%.
    [19, 19, 'STRONG'],
    [20, 17, 'STRONG'],
    [20, 18, 'MASTERED'],
    [20, 20, 'MASTERED'],
  ] as const)('%i answers, %i right → %s', (recentAnswered, recentCorrect, level) => {
    expect(masteryLevel(recentAnswered, recentCorrect)).toBe(level)
  })

  it('takes the recent share over the latest 20 answers', () => {
    expect(MASTERY_WINDOW).toBe(20)
  })
})
