import type { FieldError } from '@grile/shared/contract'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export function statusTitle(status: number): string {
  return TITLES[status] ?? 'Error'
}

/** An expected failure that becomes an application/problem+json answer (RFC 9457). */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly errors?: FieldError[],
  ) {
    super(detail ?? statusTitle(status))
    this.name = 'HttpProblem'
  }
}

export const badRequest = (detail: string, errors?: FieldError[]) => new HttpProblem(400, detail, errors)
export const fieldProblem = (field: string, message: string) =>
  new HttpProblem(400, message, [{ field, message }])
export const unauthorized = (detail = 'A valid access token is required.') => new HttpProblem(401, detail)
export const paymentRequired = (detail = 'This feature requires tokens.') => new HttpProblem(402, detail)
export const forbidden = (detail = 'You may not access this resource.') => new HttpProblem(403, detail)
export const notFound = (detail = 'The resource does not exist.') => new HttpProblem(404, detail)
export const serviceUnavailable = (detail: string) => new HttpProblem(503, detail)
