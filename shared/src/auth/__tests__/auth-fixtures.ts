import type { AccountInfo } from '@azure/msal-browser'
import type { ClientAuthConfig } from '@grile/shared/contract'
import { aStudent } from '@grile/shared/testing'

/** The client's sign-in configuration, as /config.json sends it. */
export const authConfig: ClientAuthConfig = {
  clientId: 'grile-web',
  authority: 'https://localhost/identity',
  knownAuthorities: ['localhost'],
  protocolMode: 'OIDC',
  apiScope: 'https://grile.ro/api/user.access',
  redirectPath: '/redirect.html',
  tokenRenewalOffsetSeconds: 300,
}

/** The signed-in student of these tests, and the MSAL account they signed in with. */
export const student = aStudent({
  id: '0b7c8a8e-5d4f-4c1e-9a7b-2f1e3d4c5b60',
  email: 'ana@example.ro',
  name: 'Ana',
})
export const account = {
  homeAccountId: 'a',
  localAccountId: student.id,
  username: student.email,
} as AccountInfo

/** MSAL's error for a token only an interaction can give (its class is loaded on demand, so it is matched by name). */
export class InteractionRequiredAuthError extends Error {
  override name = 'InteractionRequiredAuthError'
}
