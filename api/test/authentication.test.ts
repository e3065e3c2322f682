import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose'
import { z } from 'zod'
import { endpoint } from '@grile/shared/contract'
import { createTokenVerifier } from '../src/auth/token-verifier'
import { registerEndpoint } from '../src/lib/contract-route'
import authentication from '../src/plugins/authentication'
import problemDetails from '../src/plugins/problem-details'
import { expectProblem } from './support/problems'

const ISSUER = 'https://identity.example'
const AUDIENCE = 'https://grile.ro/api'

const adminOnly = endpoint({
  method: 'GET',
  path: '/admin-only',
  summary: 'An administrators-only call',
  access: 'admin',
  response: z.object({ ok: z.literal(true) }),
})

describe('access levels of the contract', () => {
  let app: FastifyInstance
  let sign: (email: string) => Promise<string>

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256')
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }
    const verifyToken = createTokenVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredScope: 'user.access',
      keys: createLocalJWKSet({ keys: [jwk] }),
    })
    sign = (email) =>
      new SignJWT({ oid: randomUUID(), emails: [email], name: 'Someone', scp: 'user.access' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey)
    app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(problemDetails)
    await app.register(authentication, { verifyToken, adminEmails: ['admin@grile.ro'] })
    registerEndpoint(app, adminOnly, async () => ({ ok: true as const }))
    await app.ready()
  })
  afterAll(() => app.close())

  const call = async (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/admin-only',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })

  it('answers 403 problem to a signed-in non-admin on an admin-only call', async () => {
    const response = await call(await sign('pupil@example.ro'))
    expectProblem(response, 403)
  })

  it('lets a configured admin e-mail through, whatever its case', async () => {
    expect((await call(await sign('Admin@Grile.ro'))).statusCode).toBe(200)
  })

  it('answers 401 to an anonymous caller', async () => {
    expect((await call()).statusCode).toBe(401)
  })
})
