import { createHash, randomBytes } from 'node:crypto'
import { loadConfig } from '../src/config'
import { demoNoticeText, withDemoNotice } from '../src/plugins/demo-notice'
import {
  createServerDatabase,
  freePort,
  runServerToExit,
  serverEnv,
  startApiProcess,
  type ApiProcess,
  type ServerDatabase,
} from './support/api-process'

/** A laptop's `npm start` and the safe and unsafe ways to run on a public address. */

const PUBLIC = 'https://grile.example'
const HOSTED_SIGN_IN = { AUTH_AUTHORITY: 'https://grile.ciamlogin.com/' }
const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_grile', STRIPE_WEBHOOK_SECRET: 'whsec_grile' }

const configWith = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', ...env })

describe("the tests' clock", () => {
  it('moves only in tests: any other environment refuses TEST_CLOCK_OFFSET_DAYS, saying why', () => {
    expect(configWith({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_DAYS: '7' })().TEST_CLOCK_OFFSET_DAYS).toBe(7)
    for (const environment of ['production', 'development']) {
      expect(configWith({ NODE_ENV: environment, TEST_CLOCK_OFFSET_DAYS: '7' })).toThrow(
        'TEST_CLOCK_OFFSET_DAYS moves the clock of reviews for tests; it is refused unless NODE_ENV=test.',
      )
    }
  })
})

describe('the configuration of a public address', () => {
  it.each(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080', 'http://grile.localhost'])(
    'keeps the laptop conveniences on the loopback address %s, without a demo notice',
    (url) => {
      expect(configWith({ PUBLIC_URL: url })().demo).toBeUndefined()
    },
  )

  it('refuses the password-less sign-in and the card sandbox, naming the settings that make it safe', () => {
    expect(configWith({ PUBLIC_URL: PUBLIC })).toThrow(
      [
        'Grile refuses to start on the public address https://grile.example with',
        '  - the password-less local sign-in: anyone who types an e-mail becomes that user, an administrator included;',
        '  - the card sandbox: the test card 4242 4242 4242 4242 buys real tokens.',
        'To make it safe, configure',
        '  - a hosted identity service: AUTH_AUTHORITY with AUTH_CLIENT_ID, AUTH_API_SCOPE, AUTH_ISSUER, AUTH_AUDIENCE (README, "Sign-in");',
        '  - Stripe: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (README, "Payments").',
        'To run a public demo anyway, set PUBLIC_DEMO=true: every page then says that it is a demo.',
      ].join('\n'),
    )
  })

  it('refuses each convenience on its own: the sandbox behind a hosted sign-in, the local sign-in with Stripe', () => {
    const sandboxOnly = configWith({ PUBLIC_URL: PUBLIC, ...HOSTED_SIGN_IN })
    expect(sandboxOnly).toThrow('the card sandbox')
    expect(sandboxOnly).not.toThrow('password-less')
    const signInOnly = configWith({ PUBLIC_URL: PUBLIC, ...STRIPE })
    expect(signInOnly).toThrow('the password-less local sign-in')
    expect(signInOnly).not.toThrow('card sandbox')
  })

  it('starts a safe public deployment (hosted sign-in and Stripe) as it is', () => {
    expect(configWith({ PUBLIC_URL: PUBLIC, ...HOSTED_SIGN_IN, ...STRIPE })().demo).toBeUndefined()
  })

  it('runs a public demo when asked explicitly, and knows what makes it one', () => {
    expect(configWith({ PUBLIC_URL: PUBLIC, PUBLIC_DEMO: 'true' })().demo).toEqual({
      passwordlessSignIn: true,
      cardSandbox: true,
    })
    expect(configWith({ PUBLIC_URL: PUBLIC, PUBLIC_DEMO: 'true', ...STRIPE })().demo).toEqual({
      passwordlessSignIn: true,
      cardSandbox: false,
    })
  })
})

describe('the demo notice', () => {
  it('names only what makes this server a demo', () => {
    expect(demoNoticeText({ passwordlessSignIn: true, cardSandbox: false })).toBe(
      'Demo of Grile: sign-in takes any e-mail without a password. Do not enter real personal data.',
    )
    expect(demoNoticeText({ passwordlessSignIn: false, cardSandbox: true })).toBe(
      'Demo of Grile: payments take only the test card. Do not enter real personal data.',
    )
    expect(demoNoticeText({ passwordlessSignIn: false, cardSandbox: false })).toBe(
      'Demo of Grile. Do not enter real personal data.',
    )
  })

  it('goes first in <body>, outside the root the app hydrates, once', () => {
    const page =
      '<html><head><title>x</title></head><body class="chakra"><div id="root" data-prerendered><p>body text</p></div></body></html>'
    expect(withDemoNotice(page, '<aside>demo</aside>')).toBe(
      '<html><head><title>x</title></head><body class="chakra"><aside>demo</aside><div id="root" data-prerendered><p>body text</p></div></body></html>',
    )
  })
})

/** The sign-in page of the local identity provider, reached as a browser would (cookies carried by hand). */
async function signInPage(server: ApiProcess, publicUrl: string): Promise<string> {
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url')
  const query = new URLSearchParams({
    client_id: 'grile-web',
    response_type: 'code',
    redirect_uri: `${publicUrl}/redirect.html`,
    scope: 'openid offline_access https://grile.ro/api/user.access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    response_mode: 'fragment',
  })
  const start = await fetch(`${server.baseUrl}/identity/auth?${query}`, { redirect: 'manual' })
  expect(start.status).toBe(303)
  const interaction = new URL(String(start.headers.get('location')), publicUrl)
  const cookies = start.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
  const page = await fetch(`${server.baseUrl}${interaction.pathname}`, { headers: { cookie: cookies } })
  expect(page.status).toBe(200)
  return page.text()
}

describe('the compiled server on a public address', () => {
  let database: ServerDatabase
  let server: ApiProcess | undefined

  beforeAll(async () => {
    database = await createServerDatabase()
  })
  afterAll(async () => {
    await server?.stop()
    await database.dispose()
  })

  it('refuses to start with the laptop conveniences: one clear message, no stack trace, exit code 1', async () => {
    const env = { ...serverEnv(await freePort(), database.env), NODE_ENV: 'production', PUBLIC_URL: PUBLIC }
    const run = await runServerToExit(env)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('Grile refuses to start on the public address https://grile.example with')
    expect(run.stderr).toContain('set PUBLIC_DEMO=true')
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })

  it('runs as a public demo with PUBLIC_DEMO, says so on the sign-in page and prints its start time', async () => {
    const port = await freePort()
    // Not a loopback name: how a demo on a public host is configured (the test reaches it on 127.0.0.1).
    const publicUrl = `http://grile-demo.test:${port}`
    const env = {
      ...serverEnv(port, database.env),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      PUBLIC_URL: publicUrl,
      PUBLIC_DEMO: 'true',
    }
    server = await startApiProcess(env)
    const html = await signInPage(server, publicUrl)
    expect(html).toMatch(
      /<body><aside id="demo-notice" aria-label="Demo notice" style="[^"]+">Demo of Grile: sign-in takes any e-mail without a password and payments take only the test card\. Do not enter real personal data\.<\/aside>/,
    )
    expect(html).toContain('Sign in')
    // JSON answers are left as they are.
    const health = await fetch(`${server.baseUrl}/api/health`)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    expect(server.output()).toMatch(new RegExp(`Grile is served on ${publicUrl}, started in \\d+\\.\\d\\d s`))
  })
})
