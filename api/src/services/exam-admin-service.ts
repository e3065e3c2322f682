import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { parseExamText, type admin as adminContract } from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../db/client'
import { answers, examExercises, exams, exercises, materials } from '../db/schema/index'
import { fieldProblem, notFound } from '../lib/problems'

export type ExamCreate = z.output<typeof adminContract.examCreateSchema>
export type ExamUpdate = z.output<typeof adminContract.examUpdateSchema>

/** The create payload has no difficulty; admin-made exams and their exercises are MEDIUM. */
export const CREATED_EXAM_DIFFICULTY = 'MEDIUM'

/**
 * What an exam's exercises take from it: a grammar exam belongs to a material (and its topic), a
 * general one to none.
 */
async function classification(db: Executor, input: ExamUpdate) {
  if (!input.materialId) return { examType: 'GENERAL' as const, materialTopicId: null }
  const [material] = await db
    .select({ topicId: materials.topicId })
    .from(materials)
    .where(eq(materials.id, input.materialId))
  if (!material) throw fieldProblem('body.materialId', `There is no material with id ${input.materialId}.`)
  return { examType: 'GRAMMAR' as const, materialTopicId: material.topicId }
}

export function createExamAdminService(db: Database) {
  return {
    /**
     * Creates the exam and its 30 new exercises from the 180-line text (docs/product-rules.md#exam-text), all
     * or nothing.
     */
    async createExam(input: ExamCreate): Promise<{ id: string }> {
      const parsed = parseExamText(input.exercisesWithAnswers)
      if (!parsed.ok) throw fieldProblem('body.exercisesWithAnswers', parsed.message)
      return db.transaction(async (tx) => {
        const { examType, materialTopicId } = await classification(tx, input)
        const shared = {
          examTarget: input.examTarget,
          examType,
          difficulty: CREATED_EXAM_DIFFICULTY,
          forCustomersOnly: input.forCustomersOnly,
        } as const
        const [exam] = await tx
          .insert(exams)
          .values({ ...shared, title: input.title, materialId: input.materialId })
          .returning({ id: exams.id })
        if (!exam) throw new Error('The exam was not created.')
        const created = parsed.exercises.map((exercise) => ({ ...exercise, id: randomUUID() }))
        await tx.insert(exercises).values(
          created.map((exercise) => ({
            ...shared,
            id: exercise.id,
            question: exercise.question,
            materialTopicId,
          })),
        )
        await tx.insert(answers).values(
          created.flatMap((exercise) =>
            exercise.answers.map((text, position) => ({
              exerciseId: exercise.id,
              position,
              text,
              correct: position === exercise.correct,
            })),
          ),
        )
        await tx
          .insert(examExercises)
          .values(
            created.map((exercise, position) => ({ examId: exam.id, exerciseId: exercise.id, position })),
          )
        return exam
      })
    },

    /** Changes a catalogue exam; its exercises follow its target, type, topic and customer flag. */
    async updateExam(examId: string, input: ExamUpdate): Promise<void> {
      await db.transaction(async (tx) => {
        const { examType, materialTopicId } = await classification(tx, input)
        const [exam] = await tx
          .update(exams)
          .set({
            title: input.title,
            examTarget: input.examTarget,
            examType,
            forCustomersOnly: input.forCustomersOnly,
            materialId: input.materialId,
          })
          // Generated exams are their owners' private copies, not catalogue content.
          .where(and(eq(exams.id, examId), isNull(exams.ownerUserId)))
          .returning({ id: exams.id })
        if (!exam) throw notFound(`There is no exam with id ${examId}.`)
        const exerciseIds = tx
          .select({ id: examExercises.exerciseId })
          .from(examExercises)
          .where(eq(examExercises.examId, examId))
        await tx
          .update(exercises)
          .set({
            examTarget: input.examTarget,
            examType,
            materialTopicId,
            forCustomersOnly: input.forCustomersOnly,
          })
          .where(inArray(exercises.id, exerciseIds))
      })
    },
  }
}
