/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  admin: '/admin',
} as const

export const basePaths = [paths.admin]
