import { PublicClientApplication } from '@azure/msal-browser'
import { yieldToBrowser } from '@grile/shared/api'
import type { ClientAuthConfig } from '@grile/shared/contract'
import type { MsalClient } from './auth-client'
import { createMsalConfiguration } from './msal-configuration'

/** The one PublicClientApplication of the page, created from /config.json (loaded apart: MSAL is large). */
export async function createMsalClient(config: ClientAuthConfig, origin: string): Promise<MsalClient> {
  // Each step in a task of its own, after MSAL's evaluation: on a phone, in one go, they held the main
  // thread for over 100 ms while the page was being taken over.
  await yieldToBrowser()
  const msal = new PublicClientApplication(createMsalConfiguration(config, origin))
  await yieldToBrowser()
  await msal.initialize()
  await yieldToBrowser()
  return msal
}
