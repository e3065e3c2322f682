import { sql, type SQL } from 'drizzle-orm'
import {
  PAGE_SIZE,
  admin as adminContract,
  type ItemAnalysisDto,
  type ItemAnalysisListItemDto,
  type ItemFlag,
} from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../db/client'
import { notFound } from '../lib/problems'
import { containsPattern, type Page } from './exercise-admin-service'

/**
 * Item analysis (docs/product-rules.md#item-analysis): for each exercise, from each student's first answer
 * to it, the facility (share right), the discrimination (the strong students' facility minus the weak
 * students', the groups being the top and bottom 27% of its students by rating), how often each answer is
 * chosen, and the flags. Everything is aggregated in SQL that PGlite and PostgreSQL both run.
 */

export type ItemAnalysisQuery = z.output<typeof adminContract.itemAnalysisQuerySchema>

const { minimumAnswers, groupShare, tooHardBelow, tooEasyAbove } = adminContract.ITEM_ANALYSIS

/** Lowest discrimination or facility first (the suspicious on top), most answered first, A to Z. */
const DEFAULT_DIRECTION = {
  question: 'asc',
  discrimination: 'asc',
  facility: 'asc',
  answers: 'desc',
} as const

const SORT_KEYS: Record<ItemAnalysisQuery['sort'], SQL> = {
  question: sql`e.question`,
  discrimination: sql`s.discrimination`,
  facility: sql`s.facility`,
  answers: sql`coalesce(s.students, 0)`,
}

/**
 * The common table expressions ending in `statistics`: one row per answered exercise (all of them, or the
 * one given), with `students`, and the figures and flags only when there are enough of them (else null).
 * Later answers of a student to an exercise are practice and review of one already seen (the review of
 * mistakes serves the wrong ones again), so only the first counts, as for the ratings. Strength is the
 * student's rating; ties are broken by user id, the same way from both ends, so the groups never overlap.
 */
function statisticsOf(exerciseId?: string): SQL {
  const choicesOfIt = exerciseId ? sql`where c.exercise_id = ${exerciseId}` : sql``
  const practiceOfIt = exerciseId ? sql`where i.exercise_id = ${exerciseId}` : sql``
  return sql`
    responses as (
      select a.user_id, c.exercise_id, c.answer_id, a.finished_on as answered_at
      from choices c join attempts a on a.id = c.attempt_id ${choicesOfIt}
      union all
      select i.user_id, i.exercise_id, i.answer_id, i.created_at
      from interactive_attempts i ${practiceOfIt}
    ),
    first_answers as (
      select distinct on (exercise_id, user_id) exercise_id, user_id, answer_id
      from responses
      order by exercise_id, user_id, answered_at, answer_id
    ),
    ranked as (
      select f.exercise_id, f.answer_id, k.correct,
        count(*) over (partition by f.exercise_id) as students,
        row_number() over (partition by f.exercise_id order by u.rating desc, u.id) as from_top,
        row_number() over (partition by f.exercise_id order by u.rating, u.id desc) as from_bottom
      from first_answers f
      join answers k on k.id = f.answer_id
      join users u on u.id = f.user_id
    ),
    grouped as (
      select exercise_id, answer_id, correct, students::int as students,
        ceil(students * ${groupShare}::float8)::int as group_size, from_top, from_bottom
      from ranked
    ),
    by_answer as (
      select exercise_id, answer_id, correct, students, group_size,
        count(*)::int as chosen,
        (count(*) filter (where from_top <= group_size))::int as strong_chosen,
        (count(*) filter (where from_bottom <= group_size))::int as weak_chosen
      from grouped
      group by exercise_id, answer_id, correct, students, group_size
    ),
    by_exercise as (
      select exercise_id, students, group_size,
        students >= ${minimumAnswers}::int as enough,
        coalesce(sum(chosen) filter (where correct), 0)::float8 / students as facility,
        coalesce(sum(strong_chosen) filter (where correct), 0)::float8 / group_size as strong_facility,
        coalesce(sum(weak_chosen) filter (where correct), 0)::float8 / group_size as weak_facility,
        coalesce(max(strong_chosen) filter (where not correct), 0)
          > coalesce(sum(strong_chosen) filter (where correct), 0) as key_doubtful
      from by_answer
      group by exercise_id, students, group_size
    ),
    statistics as (
      select exercise_id, students, group_size,
        case when enough then facility end as facility,
        case when enough then strong_facility - weak_facility end as discrimination,
        case when enough then strong_facility end as strong_facility,
        case when enough then weak_facility end as weak_facility,
        case when enough then key_doubtful end as key_doubtful,
        case when enough then facility < ${tooHardBelow}::float8 end as too_hard,
        case when enough then facility > ${tooEasyAbove}::float8 end as too_easy
      from by_exercise
    )`
}

interface FigureColumns {
  facility: number | null
  discrimination: number | null
  key_doubtful: boolean | null
  too_hard: boolean | null
  too_easy: boolean | null
}

interface ListRow extends FigureColumns {
  id: string
  question: string
  exam_target: ItemAnalysisListItemDto['examTarget']
  exam_type: ItemAnalysisListItemDto['examType']
  difficulty: ItemAnalysisListItemDto['difficulty']
  answers_count: number
  total: number
}

interface AnswerRow extends FigureColumns {
  answer_id: string
  correct: boolean
  chosen: number
  strong_chosen: number
  weak_chosen: number
  students: number | null
  group_size: number | null
  strong_facility: number | null
  weak_facility: number | null
}

async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

function flagsOf(row: FigureColumns): ItemFlag[] {
  const flags: ItemFlag[] = []
  if (row.key_doubtful) flags.push('keyDoubtful')
  if (row.too_hard) flags.push('tooHard')
  if (row.too_easy) flags.push('tooEasy')
  return flags
}

function figuresOf(row: FigureColumns) {
  if (row.facility === null || row.discrimination === null) return null
  return { facility: Number(row.facility), discrimination: Number(row.discrimination), flags: flagsOf(row) }
}

export function createItemAnalysisService(db: Database) {
  return {
    /** A page of exercises with their figures, by an optional question fragment, sorted, maybe only flagged. */
    async listItemAnalysis(query: ItemAnalysisQuery): Promise<Page<ItemAnalysisListItemDto>> {
      const filters: SQL[] = [sql`true`]
      if (query.questionFragment)
        filters.push(sql`e.question ilike ${containsPattern(query.questionFragment)}`)
      if (query.flagged) filters.push(sql`(s.key_doubtful or s.too_hard or s.too_easy)`)
      const from = sql`from exercises e left join statistics s on s.exercise_id = e.id where ${sql.join(filters, sql` and `)}`
      const direction = (query.direction ?? DEFAULT_DIRECTION[query.sort]) === 'asc' ? sql`asc` : sql`desc`
      const rows = await rowsOf<ListRow>(
        db,
        sql`with ${statisticsOf()}
          select e.id, e.question, e.exam_target, e.exam_type, e.difficulty,
            coalesce(s.students, 0)::int as answers_count,
            s.facility, s.discrimination, s.key_doubtful, s.too_hard, s.too_easy,
            (count(*) over ())::int as total
          ${from}
          order by ${SORT_KEYS[query.sort]} ${direction} nulls last, e.question asc, e.id asc
          limit ${PAGE_SIZE}::int offset ${query.pageNumber * PAGE_SIZE}::int`,
      )
      let totalElements = rows[0]?.total ?? 0
      if (rows.length === 0 && query.pageNumber > 0) {
        const [counted] = await rowsOf<{ total: number }>(
          db,
          sql`with ${statisticsOf()} select count(*)::int as total ${from}`,
        )
        totalElements = counted?.total ?? 0
      }
      return {
        content: rows.map((row) => ({
          id: row.id,
          question: row.question,
          examTarget: row.exam_target,
          examType: row.exam_type,
          difficulty: row.difficulty,
          answersCount: row.answers_count,
          figures: figuresOf(row),
        })),
        page: {
          totalPages: Math.ceil(totalElements / PAGE_SIZE),
          number: query.pageNumber,
          size: PAGE_SIZE,
          totalElements,
        },
      }
    },

    /** One exercise's figures with the share of each of its answers, in canonical order. */
    async getItemAnalysis(exerciseId: string): Promise<ItemAnalysisDto> {
      const rows = await rowsOf<AnswerRow>(
        db,
        sql`with ${statisticsOf(exerciseId)}
          select k.id as answer_id, k.correct,
            coalesce(b.chosen, 0) as chosen,
            coalesce(b.strong_chosen, 0) as strong_chosen,
            coalesce(b.weak_chosen, 0) as weak_chosen,
            s.students, s.group_size, s.facility, s.discrimination, s.strong_facility, s.weak_facility,
            s.key_doubtful, s.too_hard, s.too_easy
          from answers k
          left join by_answer b on b.answer_id = k.id
          left join statistics s on s.exercise_id = k.exercise_id
          where k.exercise_id = ${exerciseId}
          order by k.position`,
      )
      const [first] = rows
      // Every exercise has its answers: none means no exercise.
      if (!first) throw notFound(`There is no exercise with id ${exerciseId}.`)
      const answersCount = first.students ?? 0
      const figures = figuresOf(first)
      if (!figures || !first.group_size) return { exerciseId, answersCount, figures: null }
      const groupSize = first.group_size
      return {
        exerciseId,
        answersCount,
        figures: {
          ...figures,
          groupSize,
          strongFacility: Number(first.strong_facility),
          weakFacility: Number(first.weak_facility),
          answers: rows.map((row) => ({
            answerId: row.answer_id,
            correct: row.correct,
            share: row.chosen / answersCount,
            strongShare: row.strong_chosen / groupSize,
            weakShare: row.weak_chosen / groupSize,
          })),
        },
      }
    },
  }
}
