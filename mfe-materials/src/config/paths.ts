/** The paths this remote owns (the shell mounts App under each). */
export const paths = {
  materials: '/materials',
} as const

export const basePaths = [paths.materials]
