import { z } from 'zod'

/**
 * `/config.json`: what the web app needs at run time to sign in, from the server's configuration, so
 * switching to a hosted authority (Entra External ID, Azure AD B2C, any OpenID Connect provider) is
 * configuration only.
 */
export const clientAuthConfigSchema = z.object({
  clientId: z.string().min(1),
  authority: z.string().min(1),
  knownAuthorities: z.array(z.string()),
  /** The authority's discovery document as JSON text (the local provider), or absent (fetched by MSAL). */
  authorityMetadata: z.string().optional(),
  protocolMode: z.enum(['AAD', 'OIDC']),
  /** The API scope access tokens are asked for, e.g. `https://grile.ro/api/user.access`. */
  apiScope: z.string().min(1),
  /** Path of the redirect bridge page (spec: /redirect.html). */
  redirectPath: z.string().startsWith('/'),
  tokenRenewalOffsetSeconds: z.number().int().min(0),
})
export type ClientAuthConfig = z.infer<typeof clientAuthConfigSchema>

export const clientConfigSchema = z.object({ auth: clientAuthConfigSchema })
export type ClientConfig = z.infer<typeof clientConfigSchema>
