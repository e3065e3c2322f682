/**
 * The seeded shuffle shared by the API and the pages: a shuffle seed decides the order of exercises
 * and answers, so the order a user saw can be rebuilt from the seed kept with the attempt.
 */

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A new array in the order the seed decides (Fisher–Yates); the input is left untouched. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const result = items.slice()
  const random = mulberry32(seed)
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[result[i], result[j]] = [result[j] as T, result[i] as T]
  }
  return result
}

/**
 * The order of an exam's exercises for a seed: the questions on one reading text stay together, in their
 * own order, and move as one block; every other exercise moves alone. Without reading texts this is
 * exactly `seededShuffle`, so the orders of earlier attempts are unchanged.
 */
export function examOrder<T>(items: readonly T[], seed: number, passageOf: (item: T) => string | null): T[] {
  const blocks: T[][] = []
  const blockOfPassage = new Map<string, T[]>()
  for (const item of items) {
    const passage = passageOf(item)
    const block = passage === null ? undefined : blockOfPassage.get(passage)
    if (block) block.push(item)
    else {
      const created = [item]
      blocks.push(created)
      if (passage !== null) blockOfPassage.set(passage, created)
    }
  }
  return seededShuffle(blocks, seed).flat()
}

/** A fresh seed (a positive 31-bit integer). */
export function newShuffleSeed(): number {
  return 1 + Math.floor(Math.random() * 0x7ffffffe)
}

/** Grade = 1 + 9 × correct / exercises, rounded to 2 decimals (docs/product-rules.md#grades). */
export function gradeOf(correct: number, exercises: number): number {
  if (exercises <= 0) return 1
  return Math.round((1 + (9 * correct) / exercises) * 100) / 100
}
