import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { decodeJwt } from 'jose'
import { buildApp } from '../../src/app'
import type { TokenVerifier } from '../../src/auth/token-verifier'
import { loadConfig } from '../../src/config'
import type { DatabaseHandle } from '../../src/db/client'
import { loadIdentityKeys } from '../../src/identity/identity-keys'
import { verifierFor } from '../../src/auth/verifier-for'
import { createTestDatabase } from '../support/test-app'

const ORIGIN = 'http://localhost'
const REDIRECT_URI = `${ORIGIN}/redirect.html`
const API_SCOPE = 'https://grile.ro/api/user.access'

/** The cookies a browser would keep for this origin (paths are ignored: every cookie is sent). */
class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as {
      name: string
      value: string
      expires?: Date
      maxAge?: number
    }[]) {
      const gone =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now()) || !cookie.value
      if (gone) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  names() {
    return [...this.cookies.keys()]
  }
}

interface Server {
  app: FastifyInstance
  verifyToken: TokenVerifier
}

async function startServer(database: DatabaseHandle, env: Record<string, string> = {}): Promise<Server> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, ...env })
  const identityKeys = await loadIdentityKeys(database.db)
  const verifyToken = verifierFor(config, identityKeys)
  const app = await buildApp({ config, database, verifyToken, identityKeys })
  await app.ready()
  return { app, verifyToken }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function form(values: Record<string, string>) {
  return {
    payload: new URLSearchParams(values).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }
}

/** A browser-like client of the provider, the way MSAL drives it. */
function client(server: Server, jar: CookieJar) {
  const request = async (options: {
    method: 'GET' | 'POST'
    url: string
    payload?: string
    headers?: Record<string, string>
  }) => {
    const response = await server.app.inject({
      ...options,
      headers: { ...options.headers, cookie: jar.header() },
    })
    jar.store(response)
    return response
  }

  async function authorize(extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkce()
    const query = new URLSearchParams({
      client_id: 'grile-web',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: `openid offline_access ${API_SCOPE}`,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
      response_mode: 'fragment',
      ...extra,
    })
    const response = await request({ method: 'GET', url: `/identity/auth?${query}` })
    return { response, verifier }
  }

  /** Follows the provider's redirects until it leaves /identity; returns the last response. */
  async function follow(response: LightMyRequestResponse) {
    let current = response
    while (current.statusCode === 303 || current.statusCode === 302) {
      const location = new URL(String(current.headers.location), ORIGIN)
      if (
        !location.pathname.startsWith('/identity/') ||
        location.pathname.startsWith('/identity/interaction/')
      )
        break
      current = await request({ method: 'GET', url: `${location.pathname}${location.search}` })
    }
    return current
  }

  function fragmentOf(response: LightMyRequestResponse) {
    const location = new URL(String(response.headers.location))
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI)
    return new URLSearchParams(location.hash.slice(1))
  }

  async function token(values: Record<string, string>) {
    return request({ method: 'POST', url: '/identity/token', ...form({ client_id: 'grile-web', ...values }) })
  }

  async function redeem(code: string, verifier: string) {
    return token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT_URI,
    })
  }

  return { request, authorize, follow, fragmentOf, token, redeem }
}

async function signInUp(server: Server, accessToken: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/v1/users/sign-in-up',
    headers: { authorization: `Bearer ${accessToken}` },
  })
}

describe('the local identity provider', () => {
  let database: DatabaseHandle
  let server: Server
  const jar = new CookieJar()
  let tokens: { access_token: string; id_token: string; refresh_token: string }

  beforeAll(async () => {
    // oidc-provider asks for Node 22 when it loads; it works on Node 20 (field notes).
    const warn = console.warn
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Unsupported runtime')) warn(...args)
    })
    database = await createTestDatabase()
    server = await startServer(database)
  })
  afterAll(async () => {
    await server.app.close()
    await database.close()
  })

  it('signs a new visitor up through the sign-in page and issues tokens the API accepts', async () => {
    const browser = client(server, jar)
    const { response, verifier } = await browser.authorize()
    expect(response.statusCode).toBe(303)
    const interactionUrl = String(response.headers.location)
    expect(interactionUrl).toMatch(/^\/identity\/interaction\/[\w-]+$/)

    const page = await browser.request({ method: 'GET', url: interactionUrl })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Sign in or sign up')
    // Demo accounts are listed outside production.
    expect(page.body).toContain('admin@grile.ro')

    const missingName = await browser.request({
      method: 'POST',
      url: `${interactionUrl}/login`,
      ...form({ email: 'new.pupil@example.ro' }),
    })
    expect(missingName.statusCode).toBe(400)
    expect(missingName.body).toContain('Choose a display name to create your account.')

    const login = await browser.request({
      method: 'POST',
      url: `${interactionUrl}/login`,
      ...form({ email: 'New.Pupil@example.ro', name: 'New Pupil', remember: 'on' }),
    })
    expect(login.statusCode).toBe(303)
    const callback = await browser.follow(login)
    const fragment = browser.fragmentOf(callback)
    expect(fragment.get('state')).toBe('state-1')

    const exchanged = await browser.redeem(fragment.get('code') ?? '', verifier)
    expect(exchanged.statusCode).toBe(200)
    tokens = exchanged.json()
    expect(tokens.refresh_token).toBeTruthy()

    const principal = await server.verifyToken(tokens.access_token)
    expect(principal).toMatchObject({
      email: 'new.pupil@example.ro',
      name: 'New Pupil',
      scopes: ['user.access'],
    })
    const idToken = decodeJwt(tokens.id_token)
    expect(idToken).toMatchObject({
      oid: principal.userId,
      preferred_username: 'new.pupil@example.ro',
      name: 'New Pupil',
    })

    const created = await signInUp(server, tokens.access_token)
    expect(created.statusCode).toBe(200)
    expect(created.json()).toMatchObject({ id: principal.userId, tokens: 10, name: 'New Pupil' })
  })

  it('rejects the ID token used as an access token', async () => {
    const response = await signInUp(server, tokens.id_token)
    expect(response.statusCode).toBe(401)
  })

  it('requires PKCE', async () => {
    const browser = client(server, new CookieJar())
    const query = new URLSearchParams({
      client_id: 'grile-web',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: `openid ${API_SCOPE}`,
      state: 's',
      response_mode: 'fragment',
    })
    const response = await browser.request({ method: 'GET', url: `/identity/auth?${query}` })
    expect(browser.fragmentOf(response).get('error')).toBe('invalid_request')
  })

  it('refreshes the access token with the refresh token', async () => {
    const browser = client(server, jar)
    const refreshed = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: `${API_SCOPE} openid`,
    })
    expect(refreshed.statusCode).toBe(200)
    const body = refreshed.json()
    expect(body.access_token).not.toBe(tokens.access_token)
    expect((await signInUp(server, body.access_token)).statusCode).toBe(200)
  })

  it('signs in silently (prompt=none) while the session lasts', async () => {
    const browser = client(server, jar)
    const { response, verifier } = await browser.authorize({ prompt: 'none' })
    const fragment = browser.fragmentOf(await browser.follow(response))
    expect(fragment.get('error')).toBeNull()
    expect((await browser.redeem(fragment.get('code') ?? '', verifier)).statusCode).toBe(200)
  })

  it('keeps sessions, refresh tokens and signing keys across a restart', async () => {
    await server.app.close()
    server = await startServer(database)
    const browser = client(server, jar)

    expect((await signInUp(server, tokens.access_token)).statusCode).toBe(200)
    const refreshed = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: `${API_SCOPE} openid`,
    })
    expect(refreshed.statusCode).toBe(200)

    const { response, verifier } = await browser.authorize({ prompt: 'none' })
    const fragment = browser.fragmentOf(await browser.follow(response))
    const exchanged = await browser.redeem(fragment.get('code') ?? '', verifier)
    expect(exchanged.statusCode).toBe(200)
    tokens = exchanged.json()
  })

  it('offers the account signed in on this device when asked to select an account', async () => {
    const browser = client(server, jar)
    const { response } = await browser.authorize({ prompt: 'select_account' })
    const page = await browser.request({ method: 'GET', url: String(response.headers.location) })
    expect(page.body).toContain('Continue as New Pupil')
    const chosen = await browser.request({
      method: 'POST',
      url: `${String(response.headers.location)}/continue`,
    })
    expect(browser.fragmentOf(await browser.follow(chosen)).get('code')).toBeTruthy()
  })

  it('signs out: the session and its refresh tokens end, silent sign-in then needs a login', async () => {
    const browser = client(server, jar)
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: REDIRECT_URI,
      state: 'bye',
    })
    const confirm = await browser.request({ method: 'GET', url: `/identity/session/end?${query}` })
    expect(confirm.statusCode).toBe(200)
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1]
    const action = /action="([^"]+)"/.exec(confirm.body)?.[1]
    expect(xsrf && action).toBeTruthy()
    const done = await browser.request({
      method: 'POST',
      url: new URL(action ?? '', ORIGIN).pathname,
      ...form({ xsrf: xsrf ?? '', logout: 'yes' }),
    })
    expect(done.statusCode).toBe(303)
    expect(String(done.headers.location)).toBe(`${REDIRECT_URI}?state=bye`)

    const refresh = await browser.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      scope: `${API_SCOPE} openid`,
    })
    expect(refresh.statusCode).toBe(400)
    const { response } = await browser.authorize({ prompt: 'none' })
    expect(browser.fragmentOf(await browser.follow(response)).get('error')).toBe('login_required')
  })

  it('signs a returning e-mail in without asking for a name again', async () => {
    const browser = client(server, jar)
    const { response, verifier } = await browser.authorize()
    const login = await browser.request({
      method: 'POST',
      url: `${String(response.headers.location)}/login`,
      ...form({ email: 'new.pupil@example.ro' }),
    })
    const fragment = browser.fragmentOf(await browser.follow(login))
    const exchanged = (await browser.redeem(fragment.get('code') ?? '', verifier)).json()
    expect(decodeJwt(exchanged.access_token)).toMatchObject({
      name: 'New Pupil',
      aud: 'https://grile.ro/api',
      scp: 'user.access',
    })
  })
})
