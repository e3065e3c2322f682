/** An answer of `app.inject`, as far as a problem is concerned. */
interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  json: () => unknown
}

/**
 * The API refused with `status` as a problem (`application/problem+json`, RFC 9457): the same status in its
 * body, and whatever else `expected` names (a title, a detail, field errors).
 */
export function expectProblem(
  response: Answer,
  status: number,
  expected: Record<string, unknown> = {},
): void {
  expect(response.statusCode).toBe(status)
  expect(String(response.headers['content-type'])).toContain('application/problem+json')
  expect(response.json()).toMatchObject({ status, ...expected })
}
