import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { IncomingMessage } from 'node:http'
import type Provider from 'oidc-provider'
import { demoAccounts } from '../db/seed/demo-accounts'
import { deleteExpiredIdentityModels } from '../identity/identity-adapter'
import type { IdentityKeys } from '../identity/identity-keys'
import { identityErrorPage, signInPage, type SignInPageOptions } from '../identity/identity-pages'
import { IDENTITY_MOUNT, SIGN_IN_FORM_ROUTE } from '../identity/identity-endpoints'
import type { IdentityAccountService } from '../services/identity-account-service'

export interface IdentityPluginOptions {
  keys: IdentityKeys
}

const HOUR_MS = 60 * 60 * 1000
const FORM_LIMIT = 16 * 1024

interface UidParams {
  uid: string
}

interface SignInForm {
  email?: string
  name?: string
  remember?: string
}

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html)
}

/** The sign-in page, sign-up included; the provider hands the browser here when it needs a login. */
async function interactionRoutes(app: FastifyInstance, provider: Provider, accounts: IdentityAccountService) {
  const demo = app.config.identity.demoAccounts
    ? demoAccounts.map(({ email, name, role }) => ({ email, name, role }))
    : []

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  async function loadInteraction(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw)
      return interaction.uid === request.params.uid ? interaction : undefined
    } catch {
      return undefined
    }
  }

  function expired(reply: FastifyReply) {
    return sendPage(
      reply,
      identityErrorPage(
        'This sign-in page has expired',
        'Please close this window and sign in again from Grile.',
      ),
      400,
    )
  }

  async function pageOptions(uid: string, sessionAccountId: string | undefined): Promise<SignInPageOptions> {
    const current = sessionAccountId ? await accounts.findById(sessionAccountId) : undefined
    return {
      action: `${IDENTITY_MOUNT}/interaction/${uid}/login`,
      continueAction: `${IDENTITY_MOUNT}/interaction/${uid}/continue`,
      cancelUrl: `${IDENTITY_MOUNT}/interaction/${uid}/abort`,
      ...(current ? { currentAccount: { email: current.email, name: current.name } } : {}),
      demoAccounts: demo,
    }
  }

  async function finish(request: IncomingMessage, reply: FastifyReply, accountId: string, remember: boolean) {
    const returnTo = await provider.interactionResult(
      request,
      reply.raw,
      // select_account is answered by the same choice (sign in as this account).
      { login: { accountId, remember }, select_account: {} },
      { mergeWithLastSubmission: false },
    )
    return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303)
  }

  app.get<{ Params: UidParams }>('/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const interaction = await loadInteraction(request, reply)
    if (!interaction) return expired(reply)
    const options = await pageOptions(interaction.uid, interaction.session?.accountId)
    const hint = interaction.params.login_hint
    return sendPage(reply, signInPage({ ...options, ...(typeof hint === 'string' ? { email: hint } : {}) }))
  })

  app.post<{ Params: UidParams; Body: SignInForm }>(
    SIGN_IN_FORM_ROUTE,
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply)
      if (!interaction) return expired(reply)
      const form = request.body ?? {}
      const remember = form.remember === 'on'
      const result = await accounts.signInOrUp({
        email: String(form.email ?? ''),
        name: String(form.name ?? ''),
      })
      if (result.status === 'invalid') {
        const options = await pageOptions(interaction.uid, interaction.session?.accountId)
        const page = signInPage({
          ...options,
          email: String(form.email ?? ''),
          name: String(form.name ?? ''),
          remember,
          errors: result.errors,
        })
        return sendPage(reply, page, 400)
      }
      return finish(request.raw, reply, result.account.id, remember)
    },
  )

  app.post<{ Params: UidParams }>(
    '/interaction/:uid/continue',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply)
      const accountId = interaction?.session?.accountId
      if (!interaction || !accountId) return expired(reply)
      return finish(request.raw, reply, accountId, true)
    },
  )

  app.get<{ Params: UidParams }>(
    '/interaction/:uid/abort',
    { schema: { hide: true } },
    async (request, reply) => {
      const interaction = await loadInteraction(request, reply)
      if (!interaction) return expired(reply)
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      )
      return reply.redirect(returnTo, 303)
    },
  )
}

/** Everything else under /identity is the provider itself (Koa), given the raw request with the prefix removed. */
async function providerRoutes(app: FastifyInstance, provider: Provider) {
  const callback = provider.callback()
  // The provider reads its own request bodies.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack()
    const raw = request.raw as IncomingMessage & { originalUrl?: string }
    const url = raw.url ?? IDENTITY_MOUNT
    raw.originalUrl = url
    const rest = url.slice(IDENTITY_MOUNT.length)
    raw.url = rest.startsWith('/') ? rest : `/${rest}`
    await callback(raw, reply.raw)
  }
  app.all('/', { schema: { hide: true } }, forward)
  app.all('/*', { schema: { hide: true } }, forward)
}

/**
 * The local OpenID Connect provider on the product's own origin under /identity, so its session cookie
 * is first-party and silent sign-in works. Used when no hosted authority is configured.
 */
export default async function identity(app: FastifyInstance, { keys }: IdentityPluginOptions) {
  const { db } = app.database
  const accounts = app.services.identityAccounts
  if (app.config.identity.demoAccounts) await accounts.ensureAccounts(demoAccounts)

  await deleteExpiredIdentityModels(db)
  const cleanup = setInterval(() => {
    deleteExpiredIdentityModels(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identity cleanup failed'),
    )
  }, HOUR_MS)
  cleanup.unref()
  app.addHook('onClose', async () => clearInterval(cleanup))

  // Loaded only when served: oidc-provider (and Koa) stay out of hosted-authority servers and API tests.
  const { createIdentityProvider } = await import('../identity/identity-provider')
  const provider = createIdentityProvider({
    auth: app.config.auth,
    identity: app.config.identity,
    db,
    keys,
    accounts,
  })
  await app.register(async (pages) => interactionRoutes(pages, provider, accounts))
  await app.register(async (raw) => providerRoutes(raw, provider))
}
