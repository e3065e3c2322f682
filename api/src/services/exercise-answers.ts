import { asc, inArray } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { answers } from '../db/schema/index'

/** The answers of the given exercises in canonical order (a, b, c, d), with the right one marked. */
export async function canonicalAnswers(
  db: Executor,
  exerciseIds: readonly string[],
): Promise<Map<string, { id: string; text: string; correct: boolean }[]>> {
  const byExercise = new Map<string, { id: string; text: string; correct: boolean }[]>()
  if (exerciseIds.length === 0) return byExercise
  const rows = await db
    .select({ exerciseId: answers.exerciseId, id: answers.id, text: answers.text, correct: answers.correct })
    .from(answers)
    .where(inArray(answers.exerciseId, [...new Set(exerciseIds)]))
    .orderBy(asc(answers.exerciseId), asc(answers.position))
  for (const { exerciseId, ...answer } of rows) {
    const list = byExercise.get(exerciseId) ?? []
    list.push(answer)
    byExercise.set(exerciseId, list)
  }
  return byExercise
}
