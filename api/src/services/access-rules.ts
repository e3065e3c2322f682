import { forbidden } from '../lib/problems'

/**
 * Who may see or change whose data (docs/product-rules.md#roles-and-access), written once for every
 * service. Reading another user's learning data also needs the subject's row: `subjectFor` in
 * learner-rules.ts builds on `mayReadLearnerData` here.
 */

/** Who is asking, as the verified token says. */
export interface Viewer {
  userId: string
  isAdmin: boolean
}

/** The viewer is the user. */
export function isSelf(viewer: Viewer, userId: string): boolean {
  return viewer.userId === userId
}

/** The viewer is the user or an administrator. */
export function isSelfOrAdmin(viewer: Viewer, userId: string): boolean {
  return isSelf(viewer, userId) || viewer.isAdmin
}

/** Only the user themself (not even an admin): 403 with the given reason otherwise. */
export function assertSelf(viewer: Viewer, userId: string, message: string): void {
  if (!isSelf(viewer, userId)) throw forbidden(message)
}

/** The user themself or an administrator: 403 with the given reason otherwise. */
export function assertSelfOrAdmin(viewer: Viewer, userId: string, message: string): void {
  if (!isSelfOrAdmin(viewer, userId)) throw forbidden(message)
}

/**
 * A user's learning data (attempts, grades, study marks, explanations of their answers) is for that user,
 * their teacher and administrators (docs/product-rules.md#reading-another-users-data).
 */
export function mayReadLearnerData(viewer: Viewer, owner: { id: string; teacherId: string | null }): boolean {
  return isSelfOrAdmin(viewer, owner.id) || owner.teacherId === viewer.userId
}
