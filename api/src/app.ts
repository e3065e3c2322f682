import Fastify, { type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { repositoryRoot } from './config'
import type { DatabaseHandle } from './db/client'
import problemDetails from './plugins/problem-details'
import authentication from './plugins/authentication'
import type { TokenVerifier } from './auth/token-verifier'
import web from './plugins/web'
import healthRoutes from './routes/health/index'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
  }
}

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** Verifies bearer access tokens (the issuer's JWKS in production, a test key in tests). */
  verifyToken: TokenVerifier
}

/** The whole server as one Fastify app: plugins, then services, then routes (server.ts only runs it). */
export async function buildApp({ config, database, verifyToken }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: true,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)

  await app.register(problemDetails)
  await app.register(authentication, { verifyToken, adminEmails: config.adminEmails })
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(swagger, {
    openapi: { info: { title: 'Grile API', version: '1.0.0' }, servers: [{ url: '/api' }] },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
    },
    { prefix: '/api' },
  )

  if (config.SERVE_WEB) await app.register(web, { repositoryRoot, remotesJson: config.REMOTES_JSON })
  return app
}
