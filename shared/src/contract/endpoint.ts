import { type z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Who may call an endpoint: anyone, any signed-in user, or administrators only. */
export type Access = 'public' | 'user' | 'admin' | 'partner'

/**
 * Refusals that come from a call's own rules (ownership, tokens, a missing record, a repeat in flight), as
 * opposed to those its shape implies: validation (400), access (401/403), body limits, rate limits, outages.
 */
export type ProblemStatus = 402 | 403 | 404 | 409

export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod
  /** Fastify-style path under /api, e.g. `/v1/users/:userId`. */
  path: string
  summary: string
  access: Access
  params?: Params
  query?: Query
  body?: Body
  /** Content type of the body when it is not JSON (material content is text/html). */
  bodyContentType?: 'text/html'
  /** Schema of the success response; `z.void()` when the call answers 204. */
  response: Response
  successStatus?: 200 | 201 | 204
  responseContentType?: 'text/html' | 'text/plain'
  /** The refusals its own rules can answer with (problem+json); only the API document reads them. */
  problems?: readonly ProblemStatus[]
}

export function endpoint<
  Params extends z.ZodType = z.ZodUndefined,
  Query extends z.ZodType = z.ZodUndefined,
  Body extends z.ZodType = z.ZodUndefined,
  Response extends z.ZodType = z.ZodType,
>(definition: Endpoint<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return definition
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never
