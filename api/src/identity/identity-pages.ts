/** The local identity provider's pages, in the product's look (dark by default, the saved theme applied). */

import { escapeHtml, serverPage, THEME_SCRIPT } from '../lib/server-page'

const STYLE = `
  :root { color-scheme: dark; --bg: #09090b; --panel: #18181b; --fg: #fafafa; --muted: #a1a1aa; --border: #27272a;
    --brand: #60a5fa; --button: #2563eb; --button-hover: #1d4ed8; --error: #f87171; --input: #09090b; }
  html.light { color-scheme: light; --bg: #ffffff; --panel: #f4f4f5; --fg: #09090b; --muted: #52525b;
    --border: #d4d4d8; --brand: #2563eb; --error: #dc2626; --input: #ffffff; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--fg);
    font-family: 'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif; }
  main { max-width: 452px; margin: 0 auto; padding: 40px 16px; }
  .brand { font-size: 32px; font-weight: 700; color: var(--brand); text-align: center; margin-bottom: 8px; }
  .card { background: var(--panel); border: 1px solid var(--border); border-radius: 12px; padding: 24px; margin-top: 16px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  h2 { font-size: 16px; margin: 0 0 12px; }
  p { margin: 0 0 16px; color: var(--muted); line-height: 1.5; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input[type=email], input[type=text] { width: 100%; height: 40px; padding: 0 12px; font: inherit; color: var(--fg);
    background: var(--input); border: 1px solid var(--border); border-radius: 6px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 2px solid var(--brand); outline-offset: 2px; }
  input[aria-invalid=true] { border-color: var(--error); }
  .hint { font-size: 13px; color: var(--muted); margin-top: 4px; }
  .error { font-size: 13px; color: var(--error); margin-top: 4px; }
  .check { display: flex; gap: 8px; align-items: center; margin: 16px 0 0; font-weight: 400; }
  button { width: 100%; height: 40px; margin-top: 20px; font: inherit; font-weight: 600; color: #fff;
    background: var(--button); border: 0; border-radius: 6px; cursor: pointer; }
  button:hover { background: var(--button-hover); }
  button.secondary { background: transparent; color: var(--fg); border: 1px solid var(--border); }
  button.secondary:hover { background: var(--border); }
  .accounts { list-style: none; padding: 0; margin: 0; }
  .accounts li + li { margin-top: 8px; }
  .accounts button { margin-top: 0; text-align: left; padding: 8px 12px; height: auto; }
  .accounts small { display: block; color: var(--muted); font-weight: 400; }
  .cancel { display: block; text-align: center; margin-top: 16px; color: var(--muted); }
`

const SIGN_OUT_SCRIPT = `document.querySelector('button[name=logout]').click()`

/** The pages' only inline scripts (both fixed text), for the Content-Security-Policy's script-src. */
export const IDENTITY_INLINE_SCRIPTS = [THEME_SCRIPT, SIGN_OUT_SCRIPT]

function page(title: string, body: string, script?: string): string {
  return serverPage({ title, style: STYLE, main: `<div class="brand">Grile</div>\n${body}`, script })
}

export interface SignInPageAccount {
  email: string
  name: string
}

export interface DemoAccountEntry extends SignInPageAccount {
  role: string
}

export interface SignInPageOptions {
  /** Where the form posts (the interaction's login URL). */
  action: string
  continueAction: string
  cancelUrl: string
  email?: string
  name?: string
  remember?: boolean
  errors?: { email?: string; name?: string }
  /** The account signed in on this device, offered to continue with. */
  currentAccount?: SignInPageAccount
  demoAccounts?: DemoAccountEntry[]
}

function field(
  id: string,
  label: string,
  type: string,
  value: string,
  error: string | undefined,
  extra: string,
) {
  const describedBy = [error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${type}" value="${escapeHtml(value)}" aria-describedby="${describedBy}"${
    error ? ' aria-invalid="true"' : ''
  } ${extra}>
${error ? `<div class="error" id="${id}-error">${escapeHtml(error)}</div>` : ''}`
}

/** One page signs in and signs up, like the hosted sign-up/sign-in user flow. */
export function signInPage(options: SignInPageOptions): string {
  const { errors = {}, remember = true } = options
  const current = options.currentAccount
    ? `<section class="card" aria-labelledby="current-title">
<h2 id="current-title">Signed in on this device</h2>
<form method="post" action="${escapeHtml(options.continueAction)}">
<button type="submit">Continue as ${escapeHtml(options.currentAccount.name)}</button>
</form>
<p class="hint" style="margin:8px 0 0">${escapeHtml(options.currentAccount.email)}. Or use another account below.</p>
</section>`
    : ''
  const demo = options.demoAccounts?.length
    ? `<section class="card" aria-labelledby="demo-title">
<h2 id="demo-title">Demo accounts</h2>
<p>Shown outside production only: try every role with one click.</p>
<ul class="accounts">
${options.demoAccounts
  .map(
    (account) => `<li><form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="email" value="${escapeHtml(account.email)}"><input type="hidden" name="remember" value="on">
<button type="submit" class="secondary">${escapeHtml(account.name)} <small>${escapeHtml(account.email)} · ${escapeHtml(
      account.role,
    )}</small></button>
</form></li>`,
  )
  .join('\n')}
</ul>
</section>`
    : ''
  return page(
    'Sign in',
    `${current}
<section class="card" aria-labelledby="sign-in-title">
<h1 id="sign-in-title">Sign in or sign up</h1>
<p>Enter your e-mail. New to Grile? The same form creates your account, with 10 free tokens.</p>
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field('email', 'Email', 'email', options.email ?? '', errors.email, 'autocomplete="email" required autofocus')}
<div class="hint" id="email-hint">We use it to recognise you next time.</div>
${field('name', 'Display name', 'text', options.name ?? '', errors.name, 'autocomplete="nickname" maxlength="16"')}
<div class="hint" id="name-hint">Only needed the first time: 3 to 16 letters, digits, spaces or . _ @ -</div>
<label class="check"><input type="checkbox" name="remember"${remember ? ' checked' : ''}> Keep me signed in on this device</label>
<button type="submit">Continue</button>
</form>
<a class="cancel" href="${escapeHtml(options.cancelUrl)}">Cancel</a>
</section>
${demo}`,
  )
}

/** The provider's sign-out confirmation, submitted at once: sign-out by popup needs no extra click. */
export function signOutPage(form: string): string {
  return page(
    'Signing out',
    `<section class="card">
<h1>Signing you out…</h1>
<p>This window closes by itself.</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
</section>`,
    SIGN_OUT_SCRIPT,
  )
}

export function signOutDonePage(): string {
  return page(
    'Signed out',
    `<section class="card"><h1>Sign out was successful. See you soon!</h1><p>You can close this window.</p></section>`,
  )
}

export function identityErrorPage(title: string, detail: string | undefined): string {
  return page(
    'Sign-in problem',
    `<section class="card" role="alert">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(detail ?? 'Please close this window and try again.')}</p>
</section>`,
  )
}

/** How long to wait, in the words of the page: a minute at most is simply 'a minute'. */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`
}

/**
 * The e-mail form past its per-IP budget (429). A page rather than a problem+json: the visitor's browser
 * posted a form and shows whatever comes back.
 */
export function tooManySignInAttemptsPage(options: { retryAfterSeconds: number; signInUrl: string }): string {
  return page(
    'Too many sign-in attempts',
    `<section class="card" role="alert" aria-labelledby="limited-title">
<h1 id="limited-title">Too many sign-in attempts</h1>
<p>Too many sign-in attempts. Please wait ${waitText(options.retryAfterSeconds)} and try again.</p>
<a class="cancel" href="${escapeHtml(options.signInUrl)}">Back to sign-in</a>
</section>`,
  )
}
