/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  interactive: '/interactive',
} as const

export const basePaths = [paths.interactive]
