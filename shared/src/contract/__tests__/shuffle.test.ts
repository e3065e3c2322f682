import { examOrder, gradeOf, seededShuffle } from '../shuffle'

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

describe('examOrder', () => {
  const passageOf = (item: string) => (item.includes(':') ? (item.split(':')[0] as string) : null)

  it('is seededShuffle when no exercise is on a reading text', () => {
    const items = Array.from({ length: 30 }, (_, i) => `q${i}`)
    for (const seed of [1, 77, 12345])
      expect(examOrder(items, seed, passageOf)).toEqual(seededShuffle(items, seed))
  })

  it('keeps the questions on one text together and in their order, and moves the blocks', () => {
    const items = ['a:1', 'a:2', 'a:3', 'q1', 'b:1', 'b:2', 'q2', 'q3', 'c:1', 'c:2']
    const orders = [3, 9, 42, 1000].map((seed) => examOrder(items, seed, passageOf))
    for (const order of orders) {
      expect([...order].sort()).toEqual([...items].sort())
      for (const text of ['a', 'b', 'c']) {
        const inText = order.filter((item) => item.startsWith(`${text}:`))
        const first = order.indexOf(inText[0] as string)
        expect(order.slice(first, first + inText.length)).toEqual(inText.sort())
      }
    }
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1)
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
