import { INITIAL_RATING, rateGames, shownRating } from '../../src/services/rating-service'

describe('rateGames (Glicko-2)', () => {
  it("reproduces Glickman's worked example (glicko2.pdf): 1500/200 against 1400/30, 1550/100, 1700/300", () => {
    const { player } = rateGames({ rating: 1500, ratingDeviation: 200, ratingVolatility: 0.06 }, [
      { opponent: { rating: 1400, ratingDeviation: 30, ratingVolatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, ratingDeviation: 100, ratingVolatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, ratingDeviation: 300, ratingVolatility: 0.06 }, score: 0 },
    ])
    // The paper's step 8 values on the Glicko-2 scale (μ', φ', σ'), then converted back.
    expect((player.rating - 1500) / 173.7178).toBeCloseTo(-0.2069, 4)
    expect(player.ratingDeviation / 173.7178).toBeCloseTo(0.8722, 4)
    expect(player.ratingVolatility).toBeCloseTo(0.05999, 4)
    expect(player.rating).toBeCloseTo(1464.06, 1)
    expect(player.ratingDeviation).toBeCloseTo(151.52, 1)
  })

  it('moves both sides of a first answer: a right answer lifts the user and lowers the exercise', () => {
    const { player, opponents } = rateGames(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 1 }])
    expect(player.rating).toBeGreaterThan(1500)
    expect(opponents[0]!.rating).toBeLessThan(1500)
    // Symmetric start, symmetric result; both deviations shrink after a game.
    expect(player.rating - 1500).toBeCloseTo(1500 - opponents[0]!.rating, 6)
    expect(player.ratingDeviation).toBeLessThan(350)
    expect(opponents[0]!.ratingDeviation).toBeLessThan(350)
  })

  it('lowers the user and lifts the exercise on a wrong answer', () => {
    const { player, opponents } = rateGames(INITIAL_RATING, [{ opponent: INITIAL_RATING, score: 0 }])
    expect(player.rating).toBeLessThan(1500)
    expect(opponents[0]!.rating).toBeGreaterThan(1500)
  })

  it('rates each exercise of an exam against the user as the period began', () => {
    const exercise = { rating: 1600, ratingDeviation: 120, ratingVolatility: 0.06 }
    const alone = rateGames(INITIAL_RATING, [{ opponent: exercise, score: 1 }]).opponents[0]!
    const inExam = rateGames(INITIAL_RATING, [
      { opponent: exercise, score: 1 },
      { opponent: { ...exercise }, score: 1 },
      { opponent: { ...exercise }, score: 0 },
    ]).opponents[0]!
    expect(inExam).toEqual(alone)
  })

  it('shows ratings rounded', () => {
    expect(shownRating(1464.06)).toBe(1464)
    expect(shownRating(1499.5)).toBe(1500)
  })
})
