import { and, asc, count, desc, eq, exists, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm'
import {
  PAGE_SIZE,
  examOrder,
  newShuffleSeed,
  seededShuffle,
  type Difficulty,
  type ExamDto,
  type ExamTarget,
  type ExamListItemDto,
  type ExamPageDto,
  type ExamWithCorrectAnswersDto,
  type PassageDto,
  type exams as examsContract,
  GENERATED_EXAM_TITLE,
} from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../db/client'
import {
  answers,
  attempts,
  examExercises,
  exams,
  exerciseProgress,
  exercises,
  materials,
  materialTopics,
  passages,
} from '../db/schema/index'
import { fieldProblem, notFound, paymentRequired } from '../lib/problems'
import type { Viewer } from './access-rules'
import { assertCustomer, canAttemptExam, loadLearner, subjectFor } from './learner-rules'
import { pickAtLevel } from './level-pick'
import { passageColumns, passageOf } from './passages'
import { inSyllabusOf, MOCK_PAPER_FORMAT, MOCK_PAPER_ITEMS_PER_TOPIC } from './syllabus'

export type ExamsQuery = z.output<typeof examsContract.examsQuerySchema>
export type ExamGeneration = z.output<typeof examsContract.examGenerationSchema>

/** An exam is NEW for this long after it was published (docs/product-rules.md#new-exams). */
export const NEW_EXAM_DAYS = 30
export const EXERCISES_PER_EXAM = 30

interface CanonicalExercise {
  id: string
  question: string
  passage: PassageDto | null
  answers: { id: string; text: string; correct: boolean }[]
}

/** The exercises of an exam in canonical order, answers a) to d), in one query. */
async function canonicalExercises(db: Executor, examId: string): Promise<CanonicalExercise[]> {
  const rows = await db
    .select({
      exerciseId: exercises.id,
      question: exercises.question,
      ...passageColumns,
      answerId: answers.id,
      text: answers.text,
      correct: answers.correct,
    })
    .from(examExercises)
    .innerJoin(exercises, eq(exercises.id, examExercises.exerciseId))
    .leftJoin(passages, eq(passages.id, exercises.passageId))
    .innerJoin(answers, eq(answers.exerciseId, exercises.id))
    .where(eq(examExercises.examId, examId))
    .orderBy(asc(examExercises.position), asc(answers.position))
  const byId = new Map<string, CanonicalExercise>()
  for (const row of rows) {
    let exercise = byId.get(row.exerciseId)
    if (!exercise) {
      exercise = { id: row.exerciseId, question: row.question, passage: passageOf(row), answers: [] }
      byId.set(row.exerciseId, exercise)
    }
    exercise.answers.push({ id: row.answerId, text: row.text, correct: row.correct })
  }
  return [...byId.values()]
}

/** Unknown filter ids are the caller's mistake: a field error rather than an empty result. */
/** 400 on `field` naming the first id that is no material topic. */
export async function assertTopicsExist(db: Executor, field: string, topicIds: readonly string[]) {
  if (!topicIds.length) return
  const found = await db
    .select({ id: materialTopics.id })
    .from(materialTopics)
    .where(inArray(materialTopics.id, [...topicIds]))
  const known = new Set(found.map((row) => row.id))
  const unknown = topicIds.find((id) => !known.has(id))
  if (unknown) throw fieldProblem(field, `There is no material topic with id ${unknown}.`)
}

async function assertMaterialExists(db: Executor, materialId: string) {
  const [found] = await db.select({ id: materials.id }).from(materials).where(eq(materials.id, materialId))
  if (!found) throw fieldProblem('query.materialId', `There is no material with id ${materialId}.`)
}

export function createExamService(db: Database) {
  async function getExam(
    viewer: Viewer,
    examId: string,
    stable: boolean,
  ): Promise<ExamDto | ExamWithCorrectAnswersDto> {
    const [exam] = await db.select().from(exams).where(eq(exams.id, examId))
    // Someone else's generated exam is answered as if it did not exist.
    if (!exam || (exam.ownerUserId !== null && exam.ownerUserId !== viewer.userId)) {
      throw notFound(`There is no exam with id ${examId}.`)
    }
    const [canonical, learner] = await Promise.all([
      canonicalExercises(db, examId),
      loadLearner(db, viewer.userId),
    ])
    const base = {
      id: exam.id,
      title: exam.title,
      mockPaper: exam.mockPaper,
      examTarget: exam.examTarget,
      examType: exam.examType,
      difficulty: exam.difficulty,
      forCustomersOnly: exam.forCustomersOnly,
      materialId: exam.materialId,
      generated: exam.ownerUserId !== null,
      // With stable=true the seeds are not applied: the lists come in canonical order.
      exercisesShuffleSeed: newShuffleSeed(),
      canAttemptExam: canAttemptExam(learner, exam),
    }
    if (stable && viewer.isAdmin) {
      return {
        ...base,
        withCorrectAnswers: true,
        exercises: canonical.map((exercise) => ({
          id: exercise.id,
          question: exercise.question,
          passage: exercise.passage,
          answersShuffleSeed: newShuffleSeed(),
          answers: exercise.answers.map(({ id, text, correct }) => ({ id, text, correct })),
        })),
      }
    }
    const ordered = stable
      ? canonical
      : examOrder(canonical, base.exercisesShuffleSeed, (exercise) => exercise.passage?.id ?? null)
    return {
      ...base,
      withCorrectAnswers: false,
      exercises: ordered.map((exercise) => {
        const answersShuffleSeed = newShuffleSeed()
        // Only id and text are copied: the correct flag never leaves the server here.
        const shown = exercise.answers.map(({ id, text }) => ({ id, text }))
        return {
          id: exercise.id,
          question: exercise.question,
          passage: exercise.passage,
          answersShuffleSeed,
          answers: stable ? shown : seededShuffle(shown, answersShuffleSeed),
        }
      }),
    }
  }

  /**
   * A generated mock paper: grammar spread over the topics (at most two items per topic) and the school's
   * general items, at the school's level, in the make-up of its admission paper.
   */
  async function drawMockPaper(target: ExamTarget, notSeen: SQL | undefined): Promise<{ id: string }[]> {
    const format = MOCK_PAPER_FORMAT[target]
    const atLevel = inArray(exercises.difficulty, format.difficulties)
    // A question on a reading text needs the text's other questions: reading stays in reading practice.
    const standalone = isNull(exercises.passageId)
    const ranked = db
      .select({
        id: exercises.id,
        topicRank:
          sql<number>`row_number() over (partition by ${exercises.materialTopicId} order by random())`.as(
            'topic_rank',
          ),
      })
      .from(exercises)
      .where(and(eq(exercises.examType, 'GRAMMAR'), atLevel, standalone, notSeen))
      .as('ranked')
    const [grammar, general] = await Promise.all([
      db
        .select({ id: ranked.id })
        .from(ranked)
        .where(lte(ranked.topicRank, MOCK_PAPER_ITEMS_PER_TOPIC))
        .orderBy(sql`random()`)
        .limit(format.grammarItems),
      db
        .select({ id: exercises.id })
        .from(exercises)
        .where(
          and(
            eq(exercises.examType, 'GENERAL'),
            eq(exercises.examTarget, target),
            atLevel,
            standalone,
            notSeen,
          ),
        )
        .orderBy(sql`random()`)
        .limit(format.generalItems),
    ])
    return [...grammar, ...general]
  }

  return {
    /** Catalogue exams only: generated exams are private. */
    async countExams(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(exams).where(isNull(exams.ownerUserId))
      return row?.total ?? 0
    },

    /** One page of the catalogue with the subject's latest grades, in a single query (plus one past the end). */
    async listExams(viewer: Viewer, query: ExamsQuery): Promise<ExamPageDto> {
      const subjectId = query.userId ?? viewer.userId
      const subject = await subjectFor(db, viewer, query.userId)
      if (query.materialId) await assertMaterialExists(db, query.materialId)
      if (query.materialTopicId) await assertTopicsExist(db, 'query.materialTopicId', [query.materialTopicId])

      const attemptedBySubject = db
        .select({ one: sql`1` })
        .from(attempts)
        .where(and(eq(attempts.userId, subjectId), eq(attempts.examId, exams.id)))
      const filters: (SQL | undefined)[] = [
        isNull(exams.ownerUserId),
        query.materialId ? eq(exams.materialId, query.materialId) : undefined,
        query.examTarget ? inSyllabusOf(query.examTarget, exams) : undefined,
        query.examType ? eq(exams.examType, query.examType) : undefined,
        query.difficulty ? eq(exams.difficulty, query.difficulty) : undefined,
        query.materialTopicId
          ? inArray(
              exams.materialId,
              db
                .select({ id: materials.id })
                .from(materials)
                .where(eq(materials.topicId, query.materialTopicId)),
            )
          : undefined,
        query.onlyNotAttemptedByUser ? not(exists(attemptedBySubject)) : undefined,
      ]
      const where = and(...filters)

      const latest = db
        .select({ grade: attempts.grade })
        .from(attempts)
        .where(and(eq(attempts.userId, subjectId), eq(attempts.examId, exams.id)))
        .orderBy(desc(attempts.finishedOn))
        .limit(1)
        .as('latest')
      const rows = await db
        .select({
          id: exams.id,
          title: exams.title,
          mockPaper: exams.mockPaper,
          difficulty: exams.difficulty,
          forCustomersOnly: exams.forCustomersOnly,
          recent: sql<boolean>`${exams.createdAt} > now() - make_interval(days => ${NEW_EXAM_DAYS})`,
          latestGrade: latest.grade,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(exams)
        .leftJoinLateral(latest, sql`true`)
        .where(where)
        .orderBy(desc(exams.mockPaper), desc(exams.createdAt), asc(exams.title), asc(exams.id))
        .limit(PAGE_SIZE)
        .offset(query.pageNumber * PAGE_SIZE)

      let totalElements = rows[0]?.total ?? 0
      if (!rows.length && query.pageNumber > 0) {
        const [counted] = await db.select({ total: count() }).from(exams).where(where)
        totalElements = counted?.total ?? 0
      }
      const content: ExamListItemDto[] = rows.map((row) => {
        const latestGrade = row.latestGrade === null ? null : Number(row.latestGrade)
        return {
          id: row.id,
          title: row.title,
          mockPaper: row.mockPaper,
          difficulty: row.difficulty,
          new: Boolean(row.recent) && latestGrade === null,
          latestGrade,
          canAttemptExam: canAttemptExam(subject, row),
        }
      })
      return {
        content,
        page: {
          totalPages: Math.ceil(totalElements / PAGE_SIZE),
          number: query.pageNumber,
          size: PAGE_SIZE,
          totalElements,
        },
      }
    },

    getExam,

    /**
     * Builds a private exam of 30 random exercises matching the spec (docs/product-rules.md#generated-exams),
     * at the student's level when asked (the interactive pick's choice, level-pick.ts). Customers with tokens
     * only; generating costs nothing, submitting it does.
     */
    async generateExam(viewer: Viewer, spec: ExamGeneration): Promise<ExamDto> {
      const learner = await loadLearner(db, viewer.userId)
      assertCustomer(learner)
      if (learner.tokens <= 0) throw paymentRequired('This feature requires tokens.')
      const topicIds =
        spec.examType === 'GRAMMAR' && !spec.mockPaper ? [...new Set(spec.materialTopicIds)] : []
      await assertTopicsExist(db, 'body.materialTopicIds', topicIds)

      const notSeen = spec.onlyNotAttemptedByUser
        ? not(
            exists(
              db
                .select({ one: sql`1` })
                .from(exerciseProgress)
                .where(
                  and(
                    eq(exerciseProgress.userId, viewer.userId),
                    eq(exerciseProgress.exerciseId, exercises.id),
                  ),
                ),
            ),
          )
        : undefined
      const matching = and(
        inSyllabusOf(spec.examTarget, exercises),
        eq(exercises.examType, spec.examType),
        eq(exercises.difficulty, spec.difficulty),
        topicIds.length ? inArray(exercises.materialTopicId, topicIds) : undefined,
        notSeen,
      )
      const picked = spec.mockPaper
        ? await drawMockPaper(spec.examTarget, notSeen)
        : spec.atMyLevel
          ? (
              await pickAtLevel(db, { where: matching, rating: learner.rating, count: EXERCISES_PER_EXAM })
            ).map((id) => ({ id }))
          : await db
              .select({ id: exercises.id })
              .from(exercises)
              .where(matching)
              .orderBy(sql`random()`)
              .limit(EXERCISES_PER_EXAM)
      if (picked.length < EXERCISES_PER_EXAM) throw notFound('No exam could be generated.')

      const examId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(exams)
          .values({
            title: GENERATED_EXAM_TITLE,
            mockPaper: spec.mockPaper,
            examTarget: spec.examTarget,
            examType: spec.mockPaper ? 'GENERAL' : spec.examType,
            difficulty: spec.mockPaper
              ? (MOCK_PAPER_FORMAT[spec.examTarget].difficulties[0] as Difficulty)
              : spec.difficulty,
            forCustomersOnly: true,
            ownerUserId: viewer.userId,
          })
          .returning({ id: exams.id })
        const id = (created as { id: string }).id
        await tx
          .insert(examExercises)
          .values(picked.map((row, position) => ({ examId: id, exerciseId: row.id, position })))
        return id
      })
      return (await getExam(viewer, examId, false)) as ExamDto
    },
  }
}
