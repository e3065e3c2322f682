import type { Problem } from '@grile/shared/contract'

/** A failed API call: the HTTP status (0 when the network failed) and the problem the API answered. */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Problem | undefined

  constructor(status: number, message: string, problem?: Problem) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
  }
}
