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
