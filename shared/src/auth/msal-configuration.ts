import { LogLevel, ProtocolMode, type Configuration } from '@azure/msal-browser'
import type { ClientAuthConfig } from '@grile/shared/contract'

/**
 * MSAL's warnings about what this product does on purpose, by their codes (MSAL logs codes, not texts):
 * - `1kl318`: a silent sign-in without an account to hint at, which is a visitor's at every start-up;
 * - `1ub6wv`: no `client_info` in the provider's answer, so the account is keyed by its `sub` (every provider
 *   but Entra, the local one included).
 * Printed on every page, they would hide the warnings that mean something.
 */
const EXPECTED_WARNINGS = ['1kl318', '1ub6wv']

function logToConsole(level: LogLevel, message: string, containsPii: boolean) {
  if (containsPii) return
  if (level === LogLevel.Warning && EXPECTED_WARNINGS.some((code) => message.endsWith(` - ${code}`))) return
  if (level === LogLevel.Error) console.error(message)
  else if (level === LogLevel.Warning) console.warn(message)
}

/** MSAL's configuration from /config.json: the local provider and a hosted B2C user flow differ only here. */
export function createMsalConfiguration(config: ClientAuthConfig, origin: string): Configuration {
  const oidc = config.protocolMode === 'OIDC'
  const redirectUri = `${origin}${config.redirectPath}`
  return {
    auth: {
      clientId: config.clientId,
      authority: config.authority,
      knownAuthorities: config.knownAuthorities,
      ...(config.authorityMetadata ? { authorityMetadata: config.authorityMetadata } : {}),
      redirectUri,
      postLogoutRedirectUri: redirectUri,
      // MSAL adds these to every request; offline_access goes only into sign-in (refresh requests that
      // repeat it are refused by providers that never granted it as a scope).
      ...(oidc ? { OIDCOptions: { defaultScopes: ['openid'] } } : {}),
    },
    cache: { cacheLocation: 'localStorage' },
    system: {
      protocolMode: oidc ? ProtocolMode.OIDC : ProtocolMode.AAD,
      tokenRenewalOffsetSeconds: config.tokenRenewalOffsetSeconds,
      loggerOptions: { logLevel: LogLevel.Warning, piiLoggingEnabled: false, loggerCallback: logToConsole },
    },
  }
}
