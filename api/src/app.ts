import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify'
import type { Server } from 'node:http'
import path from 'node:path'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import { repositoryRoot } from './config'
import type { DatabaseHandle } from './db/client'
import { createServices, type Services } from './services/services'
import problemDetails, { sendProblem } from './plugins/problem-details'
import { swaggerOptions } from './plugins/openapi'
import { loadShellSite } from './lib/shell-site'
import authentication from './plugins/authentication'
import securityHeaders, { contentSecurityPolicy } from './plugins/security-headers'
import unavailableWhileStopping from './plugins/unavailable-while-stopping'
import demoNotice from './plugins/demo-notice'
import rateLimits from './plugins/rate-limits'
import type { TokenVerifier } from './auth/token-verifier'
import web from './plugins/web'
import healthRoutes from './routes/health/index'
import identity from './plugins/identity'
import type { IdentityKeys } from './identity/identity-keys'
import { IDENTITY_MOUNT } from './identity/identity-endpoints'
import clientConfigRoutes from './routes/client-config/index'
import userRoutes from './routes/v1/users/index'
import examRoutes from './routes/v1/exams/index'
import exerciseRoutes from './routes/v1/exercises/index'
import profileRoutes from './routes/v1/users/profile-routes'
import teacherRoutes from './routes/v1/users/teacher-routes'
import attemptRoutes from './routes/v1/attempts/index'
import interactiveAttemptRoutes from './routes/v1/interactive-attempts/index'
import choiceRoutes from './routes/v1/choices/index'
import materialRoutes from './routes/v1/materials/index'
import offerRoutes from './routes/v1/offers/index'
import purchaseRoutes from './routes/v1/purchases/index'
import voucherRoutes from './routes/v1/vouchers/index'
import partnerRoutes from './routes/v1/partners/index'
import explanationRoutes from './routes/v1/explanations/index'
import userAdminRoutes from './routes/v1/users/admin-routes'
import examAdminRoutes from './routes/v1/exams/admin-routes'
import exerciseAdminRoutes from './routes/v1/exercises/admin-routes'
import releaseAdminRoutes from './routes/v1/releases/admin-routes'
import paymentRoutes from './routes/payments/index'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: DatabaseHandle
    /** Every service, built once at start-up (services/services.ts); route files take theirs from here. */
    services: Services
  }
}

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** Verifies bearer access tokens (the issuer's JWKS in production, a test key in tests). */
  verifyToken: TokenVerifier
  /** The local identity provider's keys; with them (and no hosted authority) it is served under /identity. */
  identityKeys?: IdentityKeys
  /** The clock of the services that schedule reviews and pick by date (tests move it); the system clock by default. */
  now?: () => Date
}

/** The whole server as one Fastify app: plugins, then services, then routes (server.ts only runs it). */
export async function buildApp({
  config,
  database,
  verifyToken,
  identityKeys,
  now,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY as FastifyHttpOptions<Server>['trustProxy'],
    // find-my-way answers its own 414 past 100 characters; longer ids reach the contract and get a 400 problem.
    routerOptions: { maxParamLength: 2048 },
    // While stopping, the calls that still arrive get a problem, not Fastify's JSON (unavailable-while-stopping).
    return503OnClosing: false,
    // Malformed URLs and over-long ids are refused by the router before any hook; answer them as problems too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
      return sendProblem(
        reply,
        status,
        status === 414 ? 'The address is too long.' : 'The address is not valid.',
      )
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('services', createServices(config, database.db, { now }))

  await app.register(problemDetails)
  // The shell build deployed with the server: its pages' inline scripts are allowed by the policy's hashes.
  const deployedShell = config.SERVE_WEB
    ? loadShellSite(path.join(repositoryRoot, 'shell', 'dist'), undefined, config.publicUrl)
    : undefined
  await app.register(securityHeaders, { config, pageScriptHashes: deployedShell?.scriptHashes ?? [] })
  await app.register(unavailableWhileStopping)
  await app.register(authentication, { verifyToken, adminEmails: config.adminEmails })
  await app.register(rateLimits, { config, db: database.db })
  if (config.demo) await app.register(demoNotice, { demo: config.demo })
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 })
  await app.register(swagger, swaggerOptions(config))
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(userRoutes)
      await api.register(examRoutes)
      await api.register(exerciseRoutes)
      await api.register(profileRoutes)
      await api.register(teacherRoutes)
      await api.register(attemptRoutes)
      await api.register(interactiveAttemptRoutes)
      await api.register(choiceRoutes)
      await api.register(materialRoutes)
      await api.register(offerRoutes)
      await api.register(purchaseRoutes)
      await api.register(voucherRoutes)
      await api.register(partnerRoutes)
      await api.register(explanationRoutes)
      await api.register(userAdminRoutes)
      await api.register(examAdminRoutes)
      await api.register(exerciseAdminRoutes)
      await api.register(releaseAdminRoutes)
    },
    { prefix: '/api' },
  )

  await app.register(clientConfigRoutes)
  await app.register(paymentRoutes)
  if (config.auth.mode === 'local' && identityKeys) {
    await app.register(identity, { prefix: IDENTITY_MOUNT, keys: identityKeys })
  }

  if (config.SERVE_WEB) {
    await app.register(web, {
      repositoryRoot,
      remotesJson: config.REMOTES_JSON,
      publicUrl: config.publicUrl,
      releaseStore: config.RELEASE_STORE_DIR,
      deployedShell,
      pagePolicy: (scriptHashes) => contentSecurityPolicy(config, scriptHashes),
    })
  }
  return app
}
