import { and, asc, eq } from 'drizzle-orm'
import type { MaterialDto, MaterialTopicDto, materials as materialsContract } from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database, Executor } from '../db/client'
import { materialStudies, materials, materialTopics } from '../db/schema/index'
import { sanitizeLessonHtml } from '../lib/lesson-html'
import { fieldProblem, notFound } from '../lib/problems'
import type { Viewer } from './access-rules'
import { loadLearner, subjectFor } from './learner-rules'

export type MaterialInput = z.output<typeof materialsContract.materialInputSchema>

async function assertTopicExists(db: Executor, topicId: string) {
  const [topic] = await db
    .select({ id: materialTopics.id })
    .from(materialTopics)
    .where(eq(materialTopics.id, topicId))
  if (!topic) throw fieldProblem('body.materialTopicId', `There is no material topic with id ${topicId}.`)
}

const missing = (materialId: string) => notFound(`There is no material with id ${materialId}.`)

export function createMaterialService(db: Database) {
  /** Materials joined with one user's study marks; `materialId` narrows to one. */
  async function materialsFor(userId: string, materialId?: string): Promise<MaterialDto[]> {
    const rows = await db
      .select({
        id: materials.id,
        title: materials.title,
        topicId: materialTopics.id,
        topicName: materialTopics.name,
        studiedAt: materialStudies.studiedAt,
      })
      .from(materials)
      .innerJoin(materialTopics, eq(materialTopics.id, materials.topicId))
      .leftJoin(
        materialStudies,
        and(eq(materialStudies.materialId, materials.id), eq(materialStudies.userId, userId)),
      )
      .where(materialId ? eq(materials.id, materialId) : undefined)
      .orderBy(asc(materials.createdAt), asc(materials.title), asc(materials.id))
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      topic: { id: row.topicId, name: row.topicName },
      studiedAt: row.studiedAt?.toISOString() ?? null,
    }))
  }

  async function assertMaterialExists(materialId: string) {
    const [found] = await db.select({ id: materials.id }).from(materials).where(eq(materials.id, materialId))
    if (!found) throw missing(materialId)
  }

  return {
    async listTopics(): Promise<MaterialTopicDto[]> {
      return db
        .select({ id: materialTopics.id, name: materialTopics.name })
        .from(materialTopics)
        .orderBy(asc(materialTopics.name))
    },

    /**
     * The caller's list, or a pupil's for their teacher and any user's for admins
     * (docs/product-rules.md#reading-another-users-data).
     */
    async listMaterials(viewer: Viewer, userId: string | undefined): Promise<MaterialDto[]> {
      await subjectFor(db, viewer, userId)
      return materialsFor(userId ?? viewer.userId)
    },

    async getMaterial(viewer: Viewer, materialId: string): Promise<MaterialDto> {
      const [material] = await materialsFor(viewer.userId, materialId)
      if (!material) throw missing(materialId)
      return material
    },

    async createMaterial(input: MaterialInput): Promise<{ id: string }> {
      await assertTopicExists(db, input.materialTopicId)
      const [created] = await db
        .insert(materials)
        .values({ title: input.title, topicId: input.materialTopicId })
        .returning({ id: materials.id })
      if (!created) throw new Error('The material was not created.')
      return created
    },

    async updateMaterial(materialId: string, input: MaterialInput): Promise<void> {
      await assertTopicExists(db, input.materialTopicId)
      const updated = await db
        .update(materials)
        .set({ title: input.title, topicId: input.materialTopicId })
        .where(eq(materials.id, materialId))
        .returning({ id: materials.id })
      if (!updated.length) throw missing(materialId)
    },

    /** Its exams stay (no longer associated); study marks go with it. */
    async deleteMaterial(materialId: string): Promise<void> {
      const deleted = await db
        .delete(materials)
        .where(eq(materials.id, materialId))
        .returning({ id: materials.id })
      if (!deleted.length) throw missing(materialId)
    },

    async getContent(materialId: string): Promise<string> {
      const [material] = await db
        .select({ content: materials.content })
        .from(materials)
        .where(eq(materials.id, materialId))
      if (!material) throw missing(materialId)
      return material.content
    },

    /** Stores the sanitised lesson (docs/product-rules.md#lesson-content). */
    async putContent(materialId: string, html: string): Promise<void> {
      const updated = await db
        .update(materials)
        .set({ content: sanitizeLessonHtml(html) })
        .where(eq(materials.id, materialId))
        .returning({ id: materials.id })
      if (!updated.length) throw missing(materialId)
    },

    /** Studying again keeps the first date. */
    async study(viewer: Viewer, materialId: string): Promise<void> {
      await assertMaterialExists(materialId)
      if (!(await loadLearner(db, viewer.userId)))
        throw notFound('Your profile does not exist yet; please sign in again.')
      await db.insert(materialStudies).values({ userId: viewer.userId, materialId }).onConflictDoNothing()
    },

    async unstudy(viewer: Viewer, materialId: string): Promise<void> {
      await assertMaterialExists(materialId)
      await db
        .delete(materialStudies)
        .where(and(eq(materialStudies.userId, viewer.userId), eq(materialStudies.materialId, materialId)))
    },
  }
}
