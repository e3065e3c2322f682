import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/index'
import { forbidden, notFound } from '../lib/problems'

/** What the attempt rules need to know about a user. */
export interface Learner {
  id: string
  tokens: number
  customer: boolean
  interactiveAttemptsLeftInToken: number
  teacherId: string | null
}

/** Who is asking, as the verified token says. */
export interface Viewer {
  userId: string
  isAdmin: boolean
}

/** A signed-in user who never called sign-in-up has no row yet: no tokens, not a customer. */
export async function loadLearner(db: Executor, userId: string): Promise<Learner | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      tokens: users.tokens,
      customer: users.customer,
      interactiveAttemptsLeftInToken: users.interactiveAttemptsLeftInToken,
      teacherId: users.teacherId,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** Tokens > 0 and (not forCustomersOnly or customer) (docs/product-rules.md#who-may-attempt-an-exam). */
export function canAttemptExam(learner: Learner | undefined, exam: { forCustomersOnly: boolean }): boolean {
  if (!learner) return false
  return learner.tokens > 0 && (!exam.forCustomersOnly || learner.customer)
}

/** An interactive answer is paid from the current token's answers left, or by spending a new token. */
export function canAttemptExercise(learner: Learner | undefined, exercise: { forCustomersOnly: boolean }): boolean {
  if (!learner) return false
  return (learner.interactiveAttemptsLeftInToken > 0 || learner.tokens > 0) && (!exercise.forCustomersOnly || learner.customer)
}

/**
 * Reading another user's learning data (grades, attempts, study marks) is for that user's teacher and
 * for admins (docs/product-rules.md#reading-another-users-data). Returns the subject; an unknown subject is
 * 404 for admins and, so that existence does not leak, 403 for anyone else.
 */
export async function subjectFor(db: Executor, viewer: Viewer, userId: string | undefined): Promise<Learner | undefined> {
  if (!userId || userId === viewer.userId) return loadLearner(db, viewer.userId)
  const subject = await loadLearner(db, userId)
  if (viewer.isAdmin) {
    if (!subject) throw notFound(`There is no user with id ${userId}.`)
    return subject
  }
  if (!subject || subject.teacherId !== viewer.userId) throw forbidden("Only the user's teacher and administrators may see this.")
  return subject
}
