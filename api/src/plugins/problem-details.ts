import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { FieldError, Problem } from '@grile/shared/contract'
import { HttpProblem, statusTitle } from '../lib/problems'
import { databaseUnavailableCause } from '../db/connection-errors'

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8'
export const DATABASE_UNAVAILABLE = 'The database is unavailable, please try again.'
/** The `type` of a 400 problem that lists the fields which failed validation. */
export const VALIDATION_PROBLEM_TYPE = 'https://grile.ro/problems/validation'

export function sendProblem(reply: FastifyReply, status: number, detail?: string, errors?: FieldError[]) {
  const problem: Problem = {
    type: status === 400 && errors ? VALIDATION_PROBLEM_TYPE : 'about:blank',
    title: statusTitle(status),
    status,
    ...(detail ? { detail } : {}),
    ...(errors ? { errors } : {}),
  }
  return reply.status(status).type(PROBLEM_CONTENT_TYPE).send(problem)
}

/**
 * A 503 that tells the caller to try again in a few seconds: the database briefly unavailable, the server
 * restarting. (Outages that last, such as a switched-off integration, send a plain 503 problem.)
 */
export function sendUnavailable(reply: FastifyReply, detail: string) {
  return sendProblem(reply.header('Retry-After', '5'), 503, detail)
}

/** Every error leaves as problem+json: validation with field errors, never a stack trace. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpProblem) return sendProblem(reply, error.status, error.detail, error.errors)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const location = error.validationContext ?? 'request'
      const errors = error.validation.map((issue) => ({
        field: [location, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }))
      return sendProblem(reply, 400, 'The request is not valid.', errors)
    }
    // A database restart or outage is temporary, not a bug: 503 tells the client to try again.
    const unavailable = databaseUnavailableCause(error)
    if (unavailable) {
      request.log.warn({ reason: unavailable.message }, 'the database is unavailable')
      return sendUnavailable(reply, DATABASE_UNAVAILABLE)
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return sendProblem(reply, status, error.message)
    request.log.error({ err: error }, 'unhandled error')
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again.')
  })

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, 404, `No route for ${request.method} ${request.url}`),
  )
})
