import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { clientConfigSchema, type ClientConfig } from '@grile/shared/contract'
import { localAuthorityMetadata, REDIRECT_PATH } from '../../identity/identity-endpoints'

/** `/config.json`: the web app's sign-in settings, read by the shell before it renders. */
export default async function clientConfigRoutes(app: FastifyInstance) {
  const { auth } = app.config
  const config: ClientConfig = {
    auth: {
      clientId: auth.clientId,
      authority: auth.authority,
      knownAuthorities: auth.knownAuthorities,
      ...(auth.mode === 'local'
        ? { authorityMetadata: JSON.stringify(localAuthorityMetadata(auth.issuer)) }
        : {}),
      protocolMode: auth.protocolMode,
      apiScope: auth.apiScope,
      redirectPath: REDIRECT_PATH,
      tokenRenewalOffsetSeconds: auth.tokenRenewalOffsetSeconds,
    },
  }

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config.json',
      { schema: { hide: true, response: { 200: clientConfigSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache')
        return config
      },
    )
}
