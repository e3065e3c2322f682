import { and, asc, eq } from 'drizzle-orm'
import type { users as usersContract } from '@grile/shared/contract'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { users } from '../db/schema/index'
import { fieldProblem, forbidden, notFound } from '../lib/problems'
import { assertSelf, assertSelfOrAdmin, isSelf, type Viewer } from './access-rules'
import { shownRating } from './rating-service'
import { creditFirstTeacherBonus } from './token-ledger'

type PupilDto = z.input<typeof usersContract.pupilSchema>

/** Lists of pupils are the teacher's own (administrators may look too). */
const assertOwnPupils = (viewer: Viewer, teacherId: string) =>
  assertSelfOrAdmin(viewer, teacherId, 'You may only see your own pupils.')

export function createTeacherService(db: Database) {
  return {
    /**
     * Sets the user's teacher and, in the same transaction, gives the first-teacher gift; the ledger's
     * conditional update gives it once per lifetime, however many designations run at once.
     */
    async assign(viewer: Viewer, userId: string, teacherId: string): Promise<void> {
      assertSelf(viewer, userId, 'You may only choose your own teacher.')
      if (teacherId === userId) throw fieldProblem('body', 'Cannot be your own user id')
      const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.id, teacherId))
      if (!teacher) throw notFound(`There is no user with id ${teacherId}.`)
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ teacherId })
          .where(eq(users.id, userId))
          .returning({ id: users.id })
        if (!updated) throw notFound(`There is no user with id ${userId}.`)
        await creditFirstTeacherBonus(tx, userId)
      })
    },

    /** Removes a pupil's teacher: the pupil may, and so may that teacher (and nobody else). */
    async remove(viewer: Viewer, pupilId: string): Promise<void> {
      if (isSelf(viewer, pupilId)) {
        const [updated] = await db
          .update(users)
          .set({ teacherId: null })
          .where(eq(users.id, pupilId))
          .returning({ id: users.id })
        if (!updated) throw notFound(`There is no user with id ${pupilId}.`)
        return
      }
      // Only while the caller is still the teacher: a pupil who just changed teacher keeps the new one.
      const [updated] = await db
        .update(users)
        .set({ teacherId: null })
        .where(and(eq(users.id, pupilId), eq(users.teacherId, viewer.userId)))
        .returning({ id: users.id })
      if (!updated) throw forbidden("Only the pupil or the pupil's teacher may remove the teacher.")
    },

    async pupils(viewer: Viewer, teacherId: string): Promise<PupilDto[]> {
      assertOwnPupils(viewer, teacherId)
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email, rating: users.rating })
        .from(users)
        .where(eq(users.teacherId, teacherId))
        .orderBy(asc(users.name), asc(users.id))
      return rows.map((row) => ({ ...row, rating: shownRating(row.rating) }))
    },

    async pupilName(viewer: Viewer, teacherId: string, pupilId: string): Promise<{ name: string }> {
      assertOwnPupils(viewer, teacherId)
      const [pupil] = await db
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, pupilId), eq(users.teacherId, teacherId)))
      if (!pupil) throw notFound('This user is not your pupil.')
      return pupil
    },
  }
}
