import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Endpoint } from '@grile/shared/contract'

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

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
      const body = endpoint.body && endpoint.bodyContentType ? endpoint.body.parse(request.body) : request.body
      const result = await handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: body as Out<E['body']>,
        request,
        reply,
      })
      reply.status(status)
      if (endpoint.responseContentType) reply.type(`${endpoint.responseContentType}; charset=utf-8`)
      return status === 204 ? reply.send() : result
    },
  })
}
