import { createHash } from 'node:crypto'
import { escapeHtml, serverPage, THEME_SCRIPT } from '../../lib/server-page'
import { SANDBOX_CHECKOUT_PREFIX, cancelPathFor } from '../../services/payment-providers'
import type { PurchaseRow } from '../../services/purchase-service'
import { SANDBOX_CARDS, type CardForm } from '../../services/sandbox-checkout-service'

export function formatRon(amount: number): string {
  return new Intl.NumberFormat('ro-RO', { style: 'currency', currency: 'RON' }).format(amount)
}

/** The page allows only its own inline theme script and styles, and posts only to itself. */
export const SANDBOX_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

const STYLES = `
:root{color-scheme:dark;--bg:#09090b;--panel:#18181b;--border:#27272a;--fg:#fafafa;--muted:#a1a1aa;--brand:#93c5fd;--brand-contrast:#09090b;--input:#09090b;--error-bg:#450a0a;--error-fg:#fecaca;--note-bg:#172554;--note-fg:#bfdbfe}
html.light{color-scheme:light;--bg:#fafafa;--panel:#ffffff;--border:#e4e4e7;--fg:#09090b;--muted:#52525b;--brand:#1d4ed8;--brand-contrast:#ffffff;--input:#ffffff;--error-bg:#fef2f2;--error-fg:#991b1b;--note-bg:#eff6ff;--note-fg:#1e3a8a}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);font-family:'Inter','Segoe UI',system-ui,-apple-system,sans-serif;display:flex;flex-direction:column;align-items:center;padding:32px 16px}
header{width:100%;max-width:440px;display:flex;align-items:center;justify-content:space-between;margin-bottom:16px}
.brand{font-weight:800;font-size:1.5rem;color:var(--brand);letter-spacing:.02em}
.badge{font-size:.75rem;font-weight:600;text-transform:uppercase;border:1px solid var(--border);border-radius:999px;padding:2px 10px;color:var(--muted)}
main{width:100%;max-width:440px;background:var(--panel);border:1px solid var(--border);border-radius:12px;padding:24px}
h1{font-size:1.25rem;margin:0 0 4px}
.summary{display:flex;justify-content:space-between;align-items:baseline;border-bottom:1px solid var(--border);padding-bottom:16px;margin-bottom:16px}
.summary p{margin:0;color:var(--muted)}
.amount{font-size:1.5rem;font-weight:700}
label{display:block;font-size:.875rem;font-weight:600;margin:12px 0 4px}
input{width:100%;font:inherit;color:var(--fg);background:var(--input);border:1px solid var(--border);border-radius:6px;padding:10px 12px}
input:focus{outline:2px solid var(--brand);outline-offset:1px}
input[aria-invalid=true]{border-color:#ef4444}
.row{display:flex;gap:12px}.row>div{flex:1}
button{font:inherit;font-weight:600;border-radius:6px;padding:10px 16px;cursor:pointer;width:100%}
.pay{margin-top:20px;background:var(--brand);color:var(--brand-contrast);border:none}
.cancel{margin-top:8px;background:transparent;color:var(--fg);border:1px solid var(--border)}
.alert{background:var(--error-bg);color:var(--error-fg);border-radius:6px;padding:10px 12px;margin-bottom:8px}
.note{background:var(--note-bg);color:var(--note-fg);border-radius:8px;padding:12px 16px;margin-top:20px;font-size:.875rem}
.note h2{font-size:.875rem;margin:0 0 6px}.note ul{margin:0;padding-left:18px}.note code{font-weight:700}
a{color:var(--brand)}
`

/** The sandbox's pages, marked as such in their header. */
const HEADER = '<header><span class="brand">Grile</span><span class="badge">Card sandbox</span></header>'

function page(title: string, body: string): string {
  return serverPage({ title, style: STYLES, header: HEADER, main: body })
}

function describeItems(purchase: PurchaseRow): string {
  if (purchase.itemType === 'LESSON')
    return purchase.quantity === 1 ? '1 online lesson' : `${purchase.quantity} online lessons`
  return purchase.quantity === 1 ? '1 token' : `${purchase.quantity} tokens`
}

export interface CheckoutPageState {
  error?: { field: keyof CardForm | null; message: string }
  form?: CardForm
}

function field(name: keyof CardForm, label: string, attributes: string, state: CheckoutPageState): string {
  const invalid = state.error?.field === name
  const value = state.form?.[name] ?? ''
  return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${invalid ? ' aria-invalid="true" aria-describedby="card-error"' : ''}>`
}

/** The checkout page of an open sandbox session. */
export function renderCheckoutPage(purchase: PurchaseRow, state: CheckoutPageState = {}): string {
  const action = `${SANDBOX_CHECKOUT_PREFIX}/${encodeURIComponent(purchase.sessionId)}`
  const amount = formatRon(purchase.amount)
  return page(
    `Pay ${amount}`,
    `<div class="summary">
  <div><h1>${escapeHtml(purchase.offerName)}</h1><p>${describeItems(purchase)}</p></div>
  <div class="amount" data-testid="amount">${escapeHtml(amount)}</div>
</div>
${state.error ? `<div class="alert" role="alert" id="card-error">${escapeHtml(state.error.message)}</div>` : ''}
<form method="post" action="${action}/pay" autocomplete="off">
${field('name', 'Name on card', 'autocomplete="cc-name"', state)}
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required', state)}
<div class="row">
<div>${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" required', state)}</div>
<div>${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required', state)}</div>
</div>
<button type="submit" class="pay">Pay ${escapeHtml(amount)}</button>
</form>
<form method="post" action="${action}/cancel">
<button type="submit" class="cancel">Cancel</button>
</form>
<section class="note" aria-labelledby="test-cards">
<h2 id="test-cards">Test cards</h2>
<p>No money moves here. Use any future expiry date and any three digits as CVC.</p>
<ul>
<li><code>${SANDBOX_CARDS.approved}</code> succeeds</li>
<li><code>${SANDBOX_CARDS.declined}</code> is declined</li>
</ul>
</section>`,
  )
}

/** A session that can no longer be paid (cancelled or declined). */
export function renderClosedPage(purchase: PurchaseRow): string {
  return page(
    'Checkout closed',
    `<h1>This checkout is closed</h1>
<p>The payment for ${escapeHtml(purchase.offerName)} was ${purchase.status === 'DECLINED' ? 'declined' : 'cancelled'}. Nothing was charged.</p>
<p><a href="${cancelPathFor(purchase.itemType)}">Back to the offers</a></p>`,
  )
}

export function renderUnknownSessionPage(): string {
  return page(
    'Checkout not found',
    `<h1>Checkout not found</h1>
<p>This checkout session does not exist. Start again from the offers.</p>
<p><a href="/tokens">Back to the offers</a></p>`,
  )
}
