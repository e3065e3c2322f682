import { asc, eq, sql } from 'drizzle-orm'
import {
  EXAM_TARGET_LABELS,
  type ClassMasteryDto,
  type ExamTarget,
  type MasteryArea,
  type MasteryLevel,
  type MasteryStats,
  type UserMasteryDto,
} from '@grile/shared/contract'
import type { Database } from '../db/client'
import { attempts, choices, exercises, interactiveAttempts, materialTopics, users } from '../db/schema/index'
import { notFound } from '../lib/problems'
import { assertSelfOrAdmin, type Viewer } from './access-rules'
import { subjectFor } from './learner-rules'

/**
 * Mastery per area (docs/product-rules.md#mastery): for each grammar topic and for each school's general
 * exercises, how many answers a student gave (in exams and in practice), the share right among the latest
 * of them, and a level from that share.
 */

/** How many of an area's latest answers make its recent share. */
export const MASTERY_WINDOW = 20
/** Fewer recent answers than this tell too little to call an area weak. */
const WEAK_MIN_ANSWERS = 5
const WEAK_BELOW = 0.5
const STRONG_MIN_ANSWERS = 10
const STRONG_FROM = 0.75
/** Mastered needs a full window. */
const MASTERED_FROM = 0.9

/** The level of an area from its recent answers (the thresholds are written in docs/product-rules.md#mastery). */
export function masteryLevel(recentAnswered: number, recentCorrect: number): MasteryLevel {
  if (recentAnswered === 0) return 'NOT_STARTED'
  const share = recentCorrect / recentAnswered
  if (recentAnswered >= WEAK_MIN_ANSWERS && share < WEAK_BELOW) return 'WEAK'
  if (recentAnswered >= MASTERY_WINDOW && share >= MASTERED_FROM) return 'MASTERED'
  if (recentAnswered >= STRONG_MIN_ANSWERS && share >= STRONG_FROM) return 'STRONG'
  return 'LEARNING'
}

const topicKey = (materialTopicId: string) => `topic:${materialTopicId}`
const generalKey = (examTarget: ExamTarget) => `general:${examTarget}`

interface CountRow {
  user_id: string
  exam_type: 'GENERAL' | 'GRAMMAR'
  material_topic_id: string | null
  exam_target: ExamTarget
  answered: number
  recent_answered: number
  recent_correct: number
}

type Executed<T> = { rows: T[] }

function statsOf(
  row: Pick<CountRow, 'answered' | 'recent_answered' | 'recent_correct'> | undefined,
): MasteryStats {
  const answered = row?.answered ?? 0
  const recentAnswered = row?.recent_answered ?? 0
  const recentCorrect = row?.recent_correct ?? 0
  return { answered, recentAnswered, recentCorrect, level: masteryLevel(recentAnswered, recentCorrect) }
}

export function createMasteryService(db: Database) {
  /**
   * Every area there is something to practise in: the grammar topics that have exercises, by name, then the
   * schools whose general exercises exist, Academy first.
   */
  async function areas(): Promise<MasteryArea[]> {
    const [topics, targets] = await Promise.all([
      db
        .selectDistinct({ id: materialTopics.id, name: materialTopics.name })
        .from(materialTopics)
        .innerJoin(exercises, eq(exercises.materialTopicId, materialTopics.id))
        .where(eq(exercises.examType, 'GRAMMAR'))
        .orderBy(asc(materialTopics.name), asc(materialTopics.id)),
      db
        .selectDistinct({ examTarget: exercises.examTarget })
        .from(exercises)
        .where(eq(exercises.examType, 'GENERAL'))
        .orderBy(asc(exercises.examTarget)),
    ])
    return [
      ...topics.map((topic) => ({
        key: topicKey(topic.id),
        examType: 'GRAMMAR' as const,
        materialTopicId: topic.id,
        examTarget: null,
        name: topic.name,
      })),
      ...targets.map(({ examTarget }) => ({
        key: generalKey(examTarget),
        examType: 'GENERAL' as const,
        materialTopicId: null,
        examTarget,
        name: `General · ${EXAM_TARGET_LABELS[examTarget]}`,
      })),
    ]
  }

  /**
   * The users' answers per area in one query: every exam choice (at its attempt's end, in the order shown)
   * and every practice answer, numbered from the newest within each user and area; the count of all of
   * them, and of the newest `MASTERY_WINDOW` and the right ones among those.
   */
  async function counts(userIds: string[]): Promise<Map<string, CountRow>> {
    if (userIds.length === 0) return new Map()
    const result = (await db.execute(sql`
      with answers as (
        select ${attempts.userId} as user_id, ${choices.exerciseId} as exercise_id, ${choices.correct} as correct,
          ${attempts.finishedOn} as answered_at, ${choices.position} as shown_at, ${choices.id} as answer_id
        from ${choices} join ${attempts} on ${attempts.id} = ${choices.attemptId}
        where ${attempts.userId} in ${userIds}
        union all
        select ${interactiveAttempts.userId}, ${interactiveAttempts.exerciseId}, ${interactiveAttempts.correct},
          ${interactiveAttempts.createdAt}, 0, ${interactiveAttempts.id}
        from ${interactiveAttempts}
        where ${interactiveAttempts.userId} in ${userIds}
      ),
      by_area as (
        select answers.user_id, answers.correct, ${exercises.examType} as exam_type,
          case when ${exercises.examType} = 'GRAMMAR' then ${exercises.materialTopicId} end as material_topic_id,
          case when ${exercises.examType} = 'GENERAL' then ${exercises.examTarget} end as exam_target,
          answers.answered_at, answers.shown_at, answers.answer_id
        from answers join ${exercises} on ${exercises.id} = answers.exercise_id
      ),
      ranked as (
        select user_id, correct, exam_type, material_topic_id, exam_target,
          row_number() over (
            partition by user_id, exam_type, material_topic_id, exam_target
            order by answered_at desc, shown_at desc, answer_id desc
          ) as recency
        from by_area
        where material_topic_id is not null or exam_target is not null
      )
      select user_id, exam_type, material_topic_id, exam_target,
        count(*)::int as answered,
        count(*) filter (where recency <= ${MASTERY_WINDOW})::int as recent_answered,
        count(*) filter (where recency <= ${MASTERY_WINDOW} and correct)::int as recent_correct
      from ranked
      group by user_id, exam_type, material_topic_id, exam_target
    `)) as unknown as Executed<CountRow>
    const areaKey = (row: CountRow) =>
      row.exam_type === 'GRAMMAR' ? topicKey(row.material_topic_id as string) : generalKey(row.exam_target)
    return new Map(result.rows.map((row) => [`${row.user_id} ${areaKey(row)}`, row]))
  }

  return {
    /** One user's mastery in every area (the user, their teacher or an administrator). */
    async userMastery(viewer: Viewer, userId: string): Promise<UserMasteryDto> {
      const subject = await subjectFor(db, viewer, userId)
      if (!subject) throw notFound(`There is no user with id ${userId}.`)
      const [all, byArea] = await Promise.all([areas(), counts([userId])])
      return {
        window: MASTERY_WINDOW,
        areas: all.map((area) => ({ ...area, ...statsOf(byArea.get(`${userId} ${area.key}`)) })),
      }
    },

    /** A teacher's pupils × areas (the teacher's own class; administrators may look too). */
    async classMastery(viewer: Viewer, teacherId: string): Promise<ClassMasteryDto> {
      assertSelfOrAdmin(viewer, teacherId, 'You may only see your own pupils.')
      const pupils = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.teacherId, teacherId))
        .orderBy(asc(users.name), asc(users.id))
      const [all, byArea] = await Promise.all([areas(), counts(pupils.map((pupil) => pupil.id))])
      return {
        window: MASTERY_WINDOW,
        areas: all,
        pupils: pupils.map((pupil) => ({
          ...pupil,
          cells: all.map((area) => statsOf(byArea.get(`${pupil.id} ${area.key}`))),
        })),
      }
    },
  }
}
