import { eq } from 'drizzle-orm'
import type { Executor } from '../db/client'
import { users } from '../db/schema/index'
import { forbidden, notFound } from '../lib/problems'
import { mayReadLearnerData, type Viewer } from './access-rules'

/** What the attempt rules need to know about a user. */
export interface Learner {
  id: string
  tokens: number
  customer: boolean
  interactiveAttemptsLeftInToken: number
  teacherId: string | null
  /** The Glicko-2 rating the pick at the student's level aims from. */
  rating: number
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
      rating: users.rating,
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
export function canAttemptExercise(
  learner: Learner | undefined,
  exercise: { forCustomersOnly: boolean },
): boolean {
  if (!learner) return false
  return (
    (learner.interactiveAttemptsLeftInToken > 0 || learner.tokens > 0) &&
    (!exercise.forCustomersOnly || learner.customer)
  )
}

/** What a non-customer meets at a customers-only feature (docs/product-rules.md#customers-and-token-holders). */
export const CUSTOMERS_ONLY = 'This feature is available only for customers.'

/** Customers-only features (generating exams): 403 for anyone else. */
export function assertCustomer<T extends { customer: boolean }>(
  learner: T | undefined,
): asserts learner is T {
  if (!learner?.customer) throw forbidden(CUSTOMERS_ONLY)
}

/** A customers-only exam or exercise is for customers: 403 for anyone else. */
export function assertMayUse(learner: Pick<Learner, 'customer'>, thing: { forCustomersOnly: boolean }): void {
  if (thing.forCustomersOnly) assertCustomer(learner)
}

/**
 * Reading another user's learning data (grades, attempts, study marks) is for that user's teacher and
 * for admins (docs/product-rules.md#reading-another-users-data). Returns the subject; an unknown subject is
 * 404 for admins and, so that existence does not leak, 403 for anyone else.
 */
export async function subjectFor(
  db: Executor,
  viewer: Viewer,
  userId: string | undefined,
): Promise<Learner | undefined> {
  if (!userId || userId === viewer.userId) return loadLearner(db, viewer.userId)
  const subject = await loadLearner(db, userId)
  if (viewer.isAdmin) {
    if (!subject) throw notFound(`There is no user with id ${userId}.`)
    return subject
  }
  if (!subject || !mayReadLearnerData(viewer, subject))
    throw forbidden("Only the user's teacher and administrators may see this.")
  return subject
}
