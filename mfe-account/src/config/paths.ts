import type { MasteryArea } from '@grile/shared/contract'

/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  me: '/me',
  teacher: '/teacher',
  pupils: '/pupils',
  tokens: '/tokens',
  lessonsBuy: '/lessons/buy',
  purchases: '/purchases',
  vouchersByIstoricescu: '/vouchers/by-istoricescu',
} as const

export const basePaths = Object.values(paths)

/** Absolute URLs of the pages this remote links to, its own and other apps'. */
export const routes = {
  tokens: paths.tokens,
  contact: '/contact',
  purchase: (sessionId: string) => `${paths.purchases}/${encodeURIComponent(sessionId)}`,
  pupilAttempts: (pupilUserId: string) => `/attempts?pupilUserId=${pupilUserId}`,
  pupilExams: (pupilUserId: string) => `/exams?pupilUserId=${pupilUserId}`,
  pupilMaterials: (pupilUserId: string) => `/materials?pupilUserId=${pupilUserId}`,
  pupilGrades: (pupilUserId: string) => `${paths.pupils}/${pupilUserId}`,
  classMastery: `${paths.pupils}/mastery`,
  /** Interactive practice on one mastery area (docs/product-rules.md#mastery). */
  practise: (area: MasteryArea) =>
    area.materialTopicId
      ? `/interactive?materialTopicId=${area.materialTopicId}`
      : `/interactive?examType=${area.examType}${area.examTarget ? `&examTarget=${area.examTarget}` : ''}`,
  adminUser: (userId: string) => `/admin/users/${userId}`,
} as const
