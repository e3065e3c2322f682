import { gradeOf, seededShuffle } from '../shuffle'

describe('seededShuffle', () => {
  const items = Array.from({ length: 30 }, (_, i) => i)

  it('gives the same order for the same seed, and keeps every item', () => {
    const first = seededShuffle(items, 12345)
    expect(seededShuffle(items, 12345)).toEqual(first)
    expect([...first].sort((a, b) => a - b)).toEqual(items)
  })

  it('gives different orders for different seeds and leaves the input alone', () => {
    expect(seededShuffle(items, 1)).not.toEqual(seededShuffle(items, 2))
    expect(items[0]).toBe(0)
  })
})

describe('gradeOf', () => {
  it('maps 0..all correct onto 1..10 with two decimals', () => {
    expect(gradeOf(0, 30)).toBe(1)
    expect(gradeOf(30, 30)).toBe(10)
    expect(gradeOf(20, 30)).toBe(7)
    expect(gradeOf(1, 30)).toBe(1.3)
  })
})
