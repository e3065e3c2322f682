/**
 * Recognises the errors that mean "the database cannot be reached right now" (a PostgreSQL restart,
 * failover or network cut) as opposed to a bug: the same call may simply succeed a moment later.
 */

/** SQLSTATEs of a server going away or not taking connections yet; class 08 is every connection exception. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server was stopped or restarted
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
])
const CONNECTION_EXCEPTION_CLASS = '08'

/** Socket errors of the driver while connecting or talking to the server. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** node-postgres reports a lost connection by message only. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
]

function codeOf(error: Error): string | undefined {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : undefined
}

function isConnectionFailure(error: Error): boolean {
  const code = codeOf(error)
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_ERROR_CODES.has(code))) return true
  if (code?.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message))
}

/** The error itself, what it wraps (Drizzle puts the driver's error in `cause`) and an AggregateError's parts. */
function* errorChain(error: unknown, depth = 0): Generator<Error> {
  if (!(error instanceof Error) || depth > 5) return
  yield error
  if (error instanceof AggregateError) for (const part of error.errors) yield* errorChain(part, depth + 1)
  yield* errorChain(error.cause, depth + 1)
}

/** The driver's error when `error` means the database is unreachable for now; undefined otherwise. */
export function databaseUnavailableCause(error: unknown): Error | undefined {
  for (const candidate of errorChain(error)) if (isConnectionFailure(candidate)) return candidate
  return undefined
}
