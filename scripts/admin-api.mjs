// @ts-check
// The administrators' API as the release commands call it: GRILE_API_URL (default http://localhost:8080) with
// GRILE_ADMIN_TOKEN as bearer; without a token, a server on this machine with the local identity provider is
// signed in to as the demo administrator. Plain Node, no dependencies.
import { createHash, randomBytes } from 'node:crypto'
import { CommandError, problemMessage } from './release-lib.mjs'

/** The demo administrator of a local server (ADMIN_EMAILS' default). */
const LOCAL_ADMIN_EMAIL = 'admin@grile.ro'

/** localhost, *.localhost, 127.0.0.0/8 and ::1 (as the API's isLoopbackUrl). */
function isLoopback(url) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  )
}

/**
 * A browser over fetch that follows no redirect by itself and keeps the cookies it is given (by name).
 */
class Browser {
  /** @type {Map<string, string>} */
  cookies = new Map()

  /**
   * @param {string} url
   * @param {Record<string, string>} [form]
   */
  async request(url, form) {
    const headers = /** @type {Record<string, string>} */ ({})
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
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
    return {
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    }
  }
}

/**
 * Signs in to a local server's own identity provider as the demo administrator, as the web app does (the
 * authorization code flow with PKCE; the provider's redirects are followed on `baseUrl`), and returns the
 * access token. The same flow as api/test/support/local-sign-in.ts.
 * @param {string} baseUrl
 * @param {{ clientId: string, apiScope: string, redirectPath: string, authorityMetadata: string }} auth
 */
async function signInAsLocalAdmin(baseUrl, auth) {
  const metadata = JSON.parse(auth.authorityMetadata)
  const publicUrl = String(metadata.issuer).replace(/\/identity\/?$/, '')
  const redirectUri = `${publicUrl}${auth.redirectPath}`
  /** The provider's addresses name its public URL; the requests go to the server the command talks to. */
  const onServer = (/** @type {string} */ url) => {
    const parsed = new URL(url, baseUrl)
    return new URL(`${parsed.pathname}${parsed.search}`, baseUrl).href
  }
  const expect = (
    /** @type {{ status: number, body: string }} */ response,
    /** @type {number[]} */ statuses,
    step,
  ) => {
    if (!statuses.includes(response.status)) {
      throw new CommandError(
        `Signing in as ${LOCAL_ADMIN_EMAIL} failed at ${step}: ${response.status} ${response.body.slice(0, 300)}`,
      )
    }
  }
  const browser = new Browser()
  const verifier = randomBytes(32).toString('base64url')
  const query = new URLSearchParams({
    client_id: auth.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: `openid offline_access ${auth.apiScope}`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    response_mode: 'fragment',
  })
  const started = await browser.request(onServer(`${metadata.authorization_endpoint}?${query}`))
  expect(started, [302, 303], 'the authorization request')
  const interaction = new URL(String(started.location), baseUrl).pathname
  expect(await browser.request(onServer(interaction)), [200], 'the sign-in page')
  let response = await browser.request(onServer(`${interaction}/login`), {
    email: LOCAL_ADMIN_EMAIL,
    name: 'Admin',
  })
  expect(response, [302, 303], 'the sign-in form')
  let location = new URL(String(response.location), baseUrl)
  while (location.pathname.startsWith('/identity/')) {
    response = await browser.request(onServer(location.href))
    expect(response, [302, 303], `the redirect to ${location.pathname}`)
    location = new URL(String(response.location), baseUrl)
  }
  const code = new URLSearchParams(location.hash.slice(1)).get('code')
  if (!code)
    throw new CommandError(`Signing in as ${LOCAL_ADMIN_EMAIL} ended at ${location.href}, without a code`)
  const exchanged = await browser.request(onServer(metadata.token_endpoint), {
    client_id: auth.clientId,
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
  })
  expect(exchanged, [200], 'the code exchange')
  return /** @type {string} */ (JSON.parse(exchanged.body).access_token)
}

/** The bearer token: GRILE_ADMIN_TOKEN, else a local server's demo administrator. */
async function adminToken(baseUrl, env) {
  if (env.GRILE_ADMIN_TOKEN) return env.GRILE_ADMIN_TOKEN
  const refusal = `Set GRILE_ADMIN_TOKEN to an administrator's access token for ${baseUrl}`
  if (!isLoopback(baseUrl))
    throw new CommandError(`${refusal} (only a server on this machine is signed in to by itself).`)
  let config
  try {
    const response = await fetch(new URL('/config.json', baseUrl))
    if (!response.ok) throw new Error(`/config.json answered ${response.status}`)
    config = await response.json()
  } catch (error) {
    throw new CommandError(
      `No Grile API answers at ${baseUrl} (${error instanceof Error ? error.message : error}): start one (npm start) or set GRILE_API_URL.`,
    )
  }
  if (!config.auth?.authorityMetadata)
    throw new CommandError(`${refusal}: it signs in with a hosted identity service.`)
  return signInAsLocalAdmin(baseUrl, config.auth)
}

/**
 * The administrators' release API of GRILE_API_URL. Each call returns the answer's JSON, or throws a
 * CommandError holding the API's problem detail (the compatibility gate's message, for one).
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function adminApi(env = process.env) {
  const baseUrl = env.GRILE_API_URL || 'http://localhost:8080'
  const token = await adminToken(baseUrl, env)
  /**
   * @param {'GET' | 'POST'} method
   * @param {string} path under /api/v1/admin
   * @param {unknown} [body]
   */
  const call = async (method, path, body) => {
    let response
    try {
      response = await fetch(new URL(`/api/v1/admin${path}`, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    } catch (error) {
      throw new CommandError(
        `No Grile API answers at ${baseUrl} (${error instanceof Error ? error.message : error}).`,
      )
    }
    const text = await response.text()
    if (!response.ok) throw new CommandError(problemMessage(response.status, text))
    return text ? JSON.parse(text) : undefined
  }
  return { baseUrl, call }
}

/**
 * Runs a command's main function: a CommandError is printed without a stack trace, and exits 1.
 * @param {() => Promise<void>} main
 */
export function runCommand(main) {
  main().catch((error) => {
    console.error(error instanceof CommandError ? error.message : error)
    process.exit(1)
  })
}
