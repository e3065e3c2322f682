import { sql } from 'drizzle-orm'
import type { Difficulty, ExamTarget, ExamType } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'

export interface RatedExercisesOptions {
  count: number
  /** Ratings spread evenly over [ratingLow, ratingHigh]; deviations over 50–350. */
  ratingLow?: number
  ratingHigh?: number
  examTarget?: ExamTarget
  examType?: ExamType
  difficulty?: Difficulty
  forCustomersOnly?: boolean
  /** The questions read `<label> <n>`. */
  label?: string
}

/**
 * Rated exercises with four answers each (a) right) in one statement (generate_series), so that the tests of the
 * pick at the student's level and the benchmark's 100,000 exercises are made the same way. Ratings and
 * deviations follow two low-discrepancy sequences: evenly spread, not sorted by insertion.
 */
export async function insertRatedExercises(db: Database, options: RatedExercisesOptions): Promise<void> {
  const low = options.ratingLow ?? 800
  const high = options.ratingHigh ?? 2200
  await db.execute(sql`
    with created as (
      insert into exercises (question, exam_target, exam_type, difficulty, for_customers_only, rating, rating_deviation)
      select
        ${options.label ?? 'Rated exercise'} || ' ' || i,
        ${options.examTarget ?? 'ACADEMY'}::exam_target,
        ${options.examType ?? 'GENERAL'}::exam_type,
        ${options.difficulty ?? 'MEDIUM'}::difficulty,
        ${options.forCustomersOnly ?? false}::boolean,
        ${low}::float8 + ${high - low}::float8 * ((i * 0.6180339887) % 1)::float8,
        50 + 300 * ((i * 0.7548776662) % 1)::float8
      from generate_series(1, ${options.count}::int) as i
      returning id
    )
    insert into answers (exercise_id, position, text, correct)
    select created.id, p, 'answer ' || p, p = 0
    from created cross join generate_series(0, 3) as p
  `)
}
