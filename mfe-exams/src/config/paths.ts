/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  exams: '/exams',
  attempts: '/attempts',
} as const

export const basePaths = [paths.exams, paths.attempts]
