import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Endpoint } from '@grile/shared/contract'
import { badRequest } from './problems'

// The schema properties are optional on Endpoint; a declared one is always there, so drop `undefined` first.
type Out<S> = Exclude<S, undefined> extends z.ZodType ? z.output<Exclude<S, undefined>> : undefined

export interface HandlerInput<E extends Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  request: FastifyRequest
  reply: FastifyReply
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint
  }
}

/** Registers one contract endpoint: its schemas validate the request and serialise the answer. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<z.input<E['response']>>,
): void {
  const status = endpoint.successStatus ?? 200
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    // Authentication runs before validation, so anonymous callers get 401 rather than 400.
    onRequest: async (request) => app.authorize(request, endpoint.access),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !endpoint.bodyContentType ? { body: endpoint.body } : {}),
      ...(endpoint.responseContentType ? {} : { response: { [status]: endpoint.response } }),
    },
    handler: async (request, reply) => {
      // Non-JSON bodies (text/html) are validated here, since the zod compiler only sees JSON.
      let body: unknown = request.body
      if (endpoint.body && endpoint.bodyContentType) {
        const parsed = endpoint.body.safeParse(request.body ?? '')
        if (!parsed.success) {
          const errors = parsed.error.issues.map((issue) => ({
            field: ['body', ...issue.path.map(String)].join('.'),
            message: issue.message,
          }))
          throw badRequest('The request is not valid.', errors)
        }
        body = parsed.data
      }
      const result = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: body as Out<E['body']>,
        request,
        reply,
      })
      reply.status(status)
      if (endpoint.responseContentType) reply.type(`${endpoint.responseContentType}; charset=utf-8`)
      // Fastify sends a returned string as it is; a JSON string answer (a URL, an id) must be encoded.
      if (!endpoint.responseContentType && typeof result === 'string') {
        return reply
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(endpoint.response.parse(result)))
      }
      return status === 204 ? reply.send() : result
    },
  })
}
