import { PublicClientApplication } from '@azure/msal-browser'
import type { ClientAuthConfig } from '@grile/shared/contract'
import type { MsalClient } from './auth-client'
import { createMsalConfiguration } from './msal-configuration'

/** The one PublicClientApplication of the page, created from /config.json (loaded apart: MSAL is large). */
export async function createMsalClient(config: ClientAuthConfig, origin: string): Promise<MsalClient> {
  const msal = new PublicClientApplication(createMsalConfiguration(config, origin))
  await msal.initialize()
  return msal
}
