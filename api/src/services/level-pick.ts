import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, gte, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { exercises } from '../db/schema/index'
import { INITIAL_RATING } from './rating-service'

/** Glicko-2's own scale: μ = (rating − 1500) / 173.7178, φ = deviation / 173.7178. */
const GLICKO2_SCALE = 173.7178

/** A range of expected success (the chance of a right answer). */
export interface SuccessBand {
  low: number
  high: number
}

/** What the pick at the student's level aims at (docs/product-rules.md#random-exercise). */
export const TARGET_SUCCESS: SuccessBand = { low: 0.7, high: 0.85 }

/** Tried in turn when nothing matching is left in the band before; after them, any matching exercise. */
export const WIDER_SUCCESS: readonly SuccessBand[] = [
  { low: 0.6, high: 0.92 },
  { low: 0.45, high: 0.96 },
]

/** Random points tried in a band before the walk that checks every exercise it passes. */
const PROBES = 6

/** Glicko-2's g(φ): an exercise's uncertain rating flattens the expected score towards one half. */
function g(ratingDeviation: number): number {
  const phi = ratingDeviation / GLICKO2_SCALE
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI))
}

const logit = (p: number) => Math.log(p / (1 - p))

/**
 * Glicko-2's expected score of a student rated `rating` against an exercise, the exercise's deviation
 * counting (Glickman's E(μ, μj, φj)): the chance that the student answers it right.
 */
export function expectedSuccess(
  rating: number,
  exercise: { rating: number; ratingDeviation: number },
): number {
  return 1 / (1 + Math.exp((-g(exercise.ratingDeviation) * (rating - exercise.rating)) / GLICKO2_SCALE))
}

/**
 * The exercise ratings that can give an expected success in the band: E is in [low, high] when the rating gap
 * times g is between the two logits, and g runs from 1 (a certain rating) down to g(350) (an unrated exercise).
 */
export function ratingWindow(rating: number, band: SuccessBand): { low: number; high: number } {
  const leastG = g(INITIAL_RATING.ratingDeviation)
  const [nearest, farthest] = [logit(band.low), logit(band.high)]
  return {
    low: rating - GLICKO2_SCALE * Math.max(farthest, farthest / leastG),
    high: rating - GLICKO2_SCALE * Math.min(nearest, nearest / leastG),
  }
}

/** The band as a condition on each exercise row, the same sum as expectedSuccess on the logit scale. */
function successWithin(rating: number, band: SuccessBand): SQL {
  const scale = sql.raw(`${GLICKO2_SCALE}::float8`)
  const phi = sql`${exercises.ratingDeviation} / ${scale}`
  const gap = sql`(${rating}::float8 - ${exercises.rating}) / ${scale}`
  const g = sql`1 / sqrt(1 + 3 * ${phi} * ${phi} / (pi() * pi()))`
  return sql`${g} * ${gap} between ${logit(band.low)}::float8 and ${logit(band.high)}::float8`
}

interface Candidate {
  id: string
  rating: number
  ratingDeviation: number
}

const candidateColumns = {
  id: exercises.id,
  rating: exercises.rating,
  ratingDeviation: exercises.ratingDeviation,
}

/** Equal ratings drawn among at once: the whole tie when it is this small, else this many from a random id. */
const TIE_SAMPLE = 64

const randomOf = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)]

/**
 * A random exercise matching `where` with a rating in [low, high]: from a random rating in the range, the nearest
 * one upwards or downwards (either at random, so an exercise is as likely as half the rating gaps on its two
 * sides), wrapping round at the range's end; among equal ratings (every unrated exercise sits at 1500) any of
 * them alike. Each query is one descent of the (rating, id) index with a LIMIT.
 */
async function randomInRange(
  db: Executor,
  where: SQL | undefined,
  low: number,
  high: number,
): Promise<Candidate | undefined> {
  const from = low + Math.random() * (high - low)
  const upwards = Math.random() < 0.5
  const order = upwards ? asc : desc
  const nearest = (range: SQL | undefined) =>
    db
      .select(candidateColumns)
      .from(exercises)
      .where(and(where, range))
      .orderBy(order(exercises.rating), order(exercises.id))
      .limit(2)
  const rating = exercises.rating
  const [ahead, behind] = upwards
    ? [and(gte(rating, from), lte(rating, high)), and(gte(rating, low), lt(rating, from))]
    : [and(lte(rating, from), gte(rating, low)), and(lte(rating, high), gt(rating, from))]
  let rows = await nearest(ahead)
  if (!rows.length) rows = await nearest(behind)
  const [first, second] = rows
  if (!first || second?.rating !== first.rating) return first

  // A tie: the exercises of that rating from a random id on, round to the first ids when too few follow it.
  const tied = (range: SQL, limit: number) =>
    db
      .select(candidateColumns)
      .from(exercises)
      .where(and(where, eq(exercises.rating, first.rating), range))
      .orderBy(asc(exercises.id))
      .limit(limit)
  const start = randomUUID()
  const after = await tied(gte(exercises.id, start), TIE_SAMPLE)
  const sample =
    after.length < TIE_SAMPLE
      ? [...after, ...(await tied(lt(exercises.id, start), TIE_SAMPLE - after.length))]
      : after
  return randomOf(sample)
}

/**
 * One exercise whose expected success lies in the band, at a random rating inside it: random draws in the band's
 * rating window first (cheap); when they keep landing on exercises outside the band (the window is wider than
 * the band for exercises with a small deviation), a draw that skips those. None when no exercise in the band
 * matches.
 */
async function pickInBand(
  db: Executor,
  where: SQL | undefined,
  rating: number,
  band: SuccessBand,
): Promise<Candidate | undefined> {
  const window = ratingWindow(rating, band)
  for (let probe = 0; probe < PROBES; probe += 1) {
    const candidate = await randomInRange(db, where, window.low, window.high)
    if (!candidate) return undefined
    const success = expectedSuccess(rating, candidate)
    if (success >= band.low && success <= band.high) return candidate
  }
  const inBand = and(where, successWithin(rating, band))
  return randomInRange(db, inBand, window.low, window.high)
}

/** Any exercise matching `where`, at a random rating between the lowest and the highest that match. */
async function pickAnywhere(db: Executor, where: SQL | undefined): Promise<Candidate | undefined> {
  const edge = (order: SQL) =>
    db.select({ rating: exercises.rating }).from(exercises).where(where).orderBy(order).limit(1)
  const [lowest] = await edge(asc(exercises.rating))
  const [highest] = await edge(desc(exercises.rating))
  if (!lowest || !highest) return undefined
  return randomInRange(db, where, lowest.rating, highest.rating)
}

export interface LevelPick {
  /** The exercises to choose from: the caller's filters. */
  where: SQL | undefined
  /** The student's rating. */
  rating: number
  /** Exercises not to pick (the latest answers). */
  exclude?: readonly string[]
  /** How many different exercises (an exam's 30); one by default. */
  count?: number
}

/**
 * The pick at the student's level (docs/product-rules.md#random-exercise, docs/decisions/0032-adaptive-pick.md):
 * exercises whose expected success lies in TARGET_SUCCESS, each at a random rating inside it; when none matching
 * is left there, the wider bands in turn, then any matching exercise, so it returns fewer than `count` only when
 * fewer match. Every query descends the rating index; none scans the table or sorts it at random.
 */
export async function pickAtLevel(
  db: Executor,
  { where, rating, exclude = [], count = 1 }: LevelPick,
): Promise<string[]> {
  const bands = [TARGET_SUCCESS, ...WIDER_SUCCESS]
  const picked: string[] = []
  // A band found empty stays empty while picks are only ever taken out of it.
  let level = 0
  while (picked.length < count) {
    const excluded = [...exclude, ...picked]
    const pool = and(where, excluded.length ? notInArray(exercises.id, excluded) : undefined)
    let found: Candidate | undefined
    while (!found && level < bands.length) {
      found = await pickInBand(db, pool, rating, bands[level] as SuccessBand)
      if (!found) level += 1
    }
    found ??= await pickAnywhere(db, pool)
    if (!found) break
    picked.push(found.id)
  }
  return picked
}
