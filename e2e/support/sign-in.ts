import { expect, type Page } from '@playwright/test'
import { FIRST_PAINT, waitForApp } from './shell'

/** Clicks the top bar's Sign In and returns the identity provider's popup. */
export async function openSignInPopup(page: Page): Promise<Page> {
  // A popup needs the click's user activation, which may expire before a busy machine has started the app.
  await waitForApp(page)
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign In' }).click()
  const opened = await popup
  await opened.waitForLoadState()
  return opened
}

/** Signs up (or in) through the local identity provider's popup with an e-mail and a display name. */
export async function signUpThroughPopup(
  page: Page,
  account: { email: string; name: string },
): Promise<void> {
  const popup = await openSignInPopup(page)
  await popup.getByLabel('Email').fill(account.email)
  await popup.getByLabel('Display name').fill(account.name)
  await popup.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page.getByRole('button', { name: account.name, exact: true })).toBeVisible()
}

/**
 * Signs in as one of the seeded demo accounts (listed outside production): 'Admin', 'Prof. Ionescu',
 * 'Ana Popescu', 'Mihai Ionita'. The page must show the top bar.
 */
export async function signInAsDemoAccount(page: Page, name: string): Promise<void> {
  const popup = await openSignInPopup(page)
  await popup.getByRole('button', { name: new RegExp(`^${name.replace(/[.]/g, '\\.')} `) }).click()
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible(FIRST_PAINT)
}

/** Signs out through the user-name menu; the provider's popup closes by itself. */
export async function signOutThroughPopup(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await expect(page.getByText('Sign out was successful. See you soon!')).toBeVisible()
}
