import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'

/** The scope the web app asks the local provider for (the API's full scope, as MSAL sends it). */
export const API_SCOPE = 'https://grile.ro/api/user.access'

export interface BrowserResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** The tokens the provider's token endpoint issues. */
export interface IssuedTokens {
  access_token: string
  id_token: string
  refresh_token: string
}

/**
 * A browser over real HTTP: keeps the cookies it is given (by name; paths and hosts are ignored, so a
 * sign-in may move from one API instance to another) and sends forms.
 */
export class HttpBrowser {
  private readonly cookies = new Map<string, string>()

  /** One request on a connection of its own; the answer's cookies are kept. */
  request(
    baseUrl: string,
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<BrowserResponse> {
    const body = form ? new URLSearchParams(form).toString() : undefined
    const headers: Record<string, string> = {
      ...(this.cookies.size
        ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    }
    return new Promise((resolve, reject) => {
      const request = http.request(new URL(url, baseUrl), { method, headers, agent: false }, (response) => {
        this.keep(response.headers['set-cookie'] ?? [])
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
        response.on('error', reject)
      })
      request.on('error', reject)
      request.end(body)
    })
  }

  private keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((attribute) =>
        /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
      )
      if (!value || expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

const locationOf = (response: BrowserResponse, baseUrl: string) =>
  new URL(String(response.headers.location), baseUrl)

function expectStatus(response: BrowserResponse, expected: number[], step: string) {
  if (!expected.includes(response.status)) {
    throw new Error(
      `${step}: expected ${expected.join(' or ')}, got ${response.status}: ${response.body.slice(0, 500)}`,
    )
  }
}

export interface SignInOptions {
  /** The API instance the browser talks to. */
  baseUrl: string
  /** The product's public address (PUBLIC_URL): the redirect URI the web app registered is on it. */
  publicUrl: string
  email: string
  name: string
}

/**
 * The local provider's authorization-code flow with PKCE, as MSAL drives it, entirely against one API
 * instance: the sign-in page, the e-mail form (a new account), the provider's redirects (followed on the
 * same instance, whatever host they name), then the code exchanged for tokens.
 */
export async function signInWithLocalProvider({
  baseUrl,
  publicUrl,
  email,
  name,
}: SignInOptions): Promise<IssuedTokens> {
  const browser = new HttpBrowser()
  const redirectUri = `${publicUrl}/redirect.html`
  const { verifier, challenge } = pkce()
  const query = new URLSearchParams({
    client_id: 'grile-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: `openid offline_access ${API_SCOPE}`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    response_mode: 'fragment',
  })
  const started = await browser.request(baseUrl, 'GET', `/identity/auth?${query}`)
  expectStatus(started, [303], 'the authorization request')
  const interaction = locationOf(started, baseUrl).pathname
  expectStatus(await browser.request(baseUrl, 'GET', interaction), [200], 'the sign-in page')

  let response = await browser.request(baseUrl, 'POST', `${interaction}/login`, { email, name })
  expectStatus(response, [303], 'the sign-in form')
  // The provider's own redirects, on this instance, until it sends the browser back to the web app.
  let location = locationOf(response, baseUrl)
  while (location.pathname.startsWith('/identity/')) {
    response = await browser.request(baseUrl, 'GET', `${location.pathname}${location.search}`)
    expectStatus(response, [302, 303], `the provider's redirect to ${location.pathname}`)
    location = locationOf(response, baseUrl)
  }
  if (`${location.origin}${location.pathname}` !== redirectUri)
    throw new Error(`Sent to ${location.href}, not the web app`)
  const code = new URLSearchParams(location.hash.slice(1)).get('code')
  if (!code) throw new Error(`No authorization code in ${location.href}`)

  const exchanged = await browser.request(baseUrl, 'POST', '/identity/token', {
    client_id: 'grile-web',
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  })
  expectStatus(exchanged, [200], 'the code exchange')
  return JSON.parse(exchanged.body) as IssuedTokens
}

/** Exchanges a refresh token at `baseUrl`'s token endpoint for a new access token, as MSAL's silent renewal does. */
export async function refreshTokens(baseUrl: string, refreshToken: string): Promise<BrowserResponse> {
  return new HttpBrowser().request(baseUrl, 'POST', '/identity/token', {
    client_id: 'grile-web',
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    scope: `${API_SCOPE} openid`,
  })
}
