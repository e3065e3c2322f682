import { randomUUID } from 'node:crypto'
import { expect, test, type Page, type Request } from '@playwright/test'
import { startProductServer, type ProductServer } from '../support/product-server'
import {
  openSignInPopup,
  signInAsDemoAccount,
  signOutThroughPopup,
  signUpThroughPopup,
} from '../support/sign-in'
import { reloadApp } from '../support/shell'

/**
 * Seconds an access token lives on this spec's own server, and how early the web app renews it: short,
 * with a wide window so a slow machine still renews before expiry.
 */
const ACCESS_TOKEN_TTL = 60
const RENEWAL_OFFSET = 45

function bearerOf(request: Request): string | undefined {
  return request.headers().authorization?.replace(/^Bearer /, '')
}

function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number
  }
  return payload.exp
}

function newVisitor() {
  const id = randomUUID().slice(0, 8)
  return { email: `visitor.${id}@example.ro`, name: `Ioana ${id.slice(0, 4)}` }
}

async function signInUpToken(page: Page, action: () => Promise<unknown>) {
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/users/sign-in-up') && r.method() === 'POST',
  )
  await action()
  const token = bearerOf(await request)
  expect(token).toBeTruthy()
  return token as string
}

declare global {
  interface Window {
    /** The address each of MSAL's hidden frames had when it went into the page ('' for none). */
    __silentFrames?: string[]
  }
}

/** In the page before its scripts: records the address of each hidden sign-in frame as it is attached. */
function recordSilentFrames(): void {
  window.__silentFrames = []
  const appendChild = Node.prototype.appendChild
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    if (node instanceof HTMLIFrameElement && node.classList.contains('msalSilentIframe')) {
      window.__silentFrames?.push(node.getAttribute('src') ?? '')
    }
    return appendChild.call(this, node) as T
  }
}

test.describe('sign-in with the local identity provider', () => {
  // These journeys restart the server, so they run against one of their own.
  let server: ProductServer
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    // Starting a server with a fresh database (seeded) takes a while on a busy machine.
    test.setTimeout(180_000)
    const port = Number(process.env.E2E_PORT ?? 8181) + 1
    server = await startProductServer(port, {
      IDENTITY_ACCESS_TOKEN_TTL: String(ACCESS_TOKEN_TTL),
      AUTH_TOKEN_RENEWAL_OFFSET: String(RENEWAL_OFFSET),
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a new visitor signs up by popup, stays signed in, is signed in silently after a restart, and signs out', async ({
    page,
  }) => {
    const visitor = newVisitor()
    await page.goto(server.url)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()

    await signUpThroughPopup(page, visitor)
    await expect(page.getByTestId('token-count')).toHaveText('10')

    await reloadApp(page)
    await expect(page.getByRole('button', { name: visitor.name })).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('10')

    // A restart keeps the identity provider's session; a browser that lost its token cache signs in
    // again through it, without a window and without typing.
    await server.restart()
    let popups = 0
    page.on('popup', () => popups++)
    await page.addInitScript(recordSilentFrames)
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await reloadApp(page)
    await expect(page.getByRole('button', { name: visitor.name })).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('10')
    expect(popups).toBe(0)
    // Our patch of MSAL: its hidden frame goes into the page with the provider's address, never empty first.
    expect(await page.evaluate(() => window.__silentFrames)).toEqual([expect.stringContaining('/identity/')])

    await signOutThroughPopup(page, visitor.name)
    await expect(page).toHaveURL(`${server.url}/`)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveCount(0)

    // Signed out at the provider too: a reload stays signed out.
    await reloadApp(page)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
    await expect(page.getByTestId('token-count')).toHaveCount(0)

    // Signing in again: the same e-mail is recognised, no display name needed.
    const popup = await openSignInPopup(page)
    await popup.getByLabel('Email').fill(visitor.email)
    await popup.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByRole('button', { name: visitor.name })).toBeVisible()
    await expect(page.getByTestId('token-count')).toHaveText('10')
  })

  test('an access token is refreshed silently before it expires', async ({ page }) => {
    await page.goto(server.url)
    const first = await signInUpToken(page, () => signUpThroughPopup(page, newVisitor()))
    // The browser counts a token's life from when it received it (MSAL: receipt + expires_in), which on a busy
    // machine is a few seconds after the server issued it: the token was in hand before sign-in-up was sent.
    const receivedBy = Date.now()
    const expiresAt = expiryOf(first)

    // Inside the renewal window as the browser counts it, still before expiry.
    const renewFrom = Math.max(
      (expiresAt - RENEWAL_OFFSET + 1) * 1000,
      receivedBy + (ACCESS_TOKEN_TTL - RENEWAL_OFFSET + 1) * 1000,
    )
    await page.waitForTimeout(Math.max(0, renewFrom - Date.now()))
    expect(Date.now()).toBeLessThan(expiresAt * 1000)

    // Renewed with the refresh token: a token request, and no authorization request (no frame, no popup).
    const authorizationRequests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/identity/auth')) authorizationRequests.push(r.url())
    })
    const tokenResponse = page.waitForResponse(
      (r) => r.url().includes('/identity/token') && r.request().method() === 'POST',
    )
    const signInUp = page.waitForResponse((r) => r.url().endsWith('/api/v1/users/sign-in-up'))
    const second = await signInUpToken(page, () => page.reload())
    const refreshed = await tokenResponse
    expect(refreshed.status()).toBe(200)
    expect(((await refreshed.json()) as { access_token: string }).access_token).toBe(second)
    expect(authorizationRequests).toEqual([])
    expect(Date.now()).toBeLessThan(expiresAt * 1000)
    expect(second).not.toBe(first)
    expect(expiryOf(second)).toBeGreaterThan(expiresAt)
    expect((await signInUp).status()).toBe(200)
    await expect(page.getByTestId('token-count')).toHaveText('10')
  })
})

test.describe('route guards', () => {
  // Sign-in goes through the provider's popup: more steps than a plain page test.
  test.describe.configure({ timeout: 120_000 })

  test('a signed-out visitor opening /exams lands on /', async ({ page, baseURL }) => {
    await page.goto('/exams')
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('a non-admin opening /admin/users/find lands on /, and the admin remote is never fetched', async ({
    page,
    baseURL,
  }) => {
    const adminRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mfe_admin/')) adminRequests.push(request.url())
    })
    await page.goto('/')
    await signInAsDemoAccount(page, 'Ana Popescu')
    await page.goto('/admin/users/find')
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.getByRole('button', { name: 'Ana Popescu' })).toBeVisible()
    expect(adminRequests).toEqual([])
  })

  test('the demo admin may open /admin/users/find', async ({ page, baseURL }) => {
    await page.goto('/')
    await signInAsDemoAccount(page, 'Admin')
    await page.goto('/admin/users/find')
    await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeVisible()
    await expect(page).toHaveURL(`${baseURL}/admin/users/find`)
  })
})
