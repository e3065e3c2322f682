import type { PurchaseRow, createPurchaseService } from './purchase-service'

/** The sandbox's documented test cards (shown on its checkout page). */
export const SANDBOX_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const

export interface CardForm {
  cardNumber?: string | undefined
  expiry?: string | undefined
  cvc?: string | undefined
  name?: string | undefined
}

export type CardCheck =
  | { kind: 'approved' }
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; field: keyof CardForm; message: string }

const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '')

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Card rules of the sandbox, worded like a card form would word them. */
export function checkCard(form: CardForm, now: Date = new Date()): CardCheck {
  const number = digitsOf(form.cardNumber)
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { kind: 'invalid', field: 'cardNumber', message: 'Your card number is invalid.' }
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '')
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) {
    return { kind: 'invalid', field: 'expiry', message: "Your card's expiration date is invalid (MM/YY)." }
  }
  const year = Number(expiry[2]) + ((expiry[2] ?? '').length === 2 ? 2000 : 0)
  // A card is valid to the end of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    return { kind: 'invalid', field: 'expiry', message: 'Your card has expired.' }
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) {
    return { kind: 'invalid', field: 'cvc', message: "Your card's security code is invalid." }
  }
  if (number === digitsOf(SANDBOX_CARDS.declined))
    return { kind: 'declined', message: 'Your card was declined.' }
  if (number === digitsOf(SANDBOX_CARDS.approved)) return { kind: 'approved' }
  return {
    kind: 'invalid',
    field: 'cardNumber',
    message: 'This is a test checkout: please use one of the test cards listed below.',
  }
}

export type PayOutcome =
  | { kind: 'paid'; purchase: PurchaseRow }
  | { kind: 'refused'; purchase: PurchaseRow; check: Exclude<CardCheck, { kind: 'approved' }> }
  | { kind: 'closed'; purchase: PurchaseRow }

/**
 * The local card sandbox's checkout (docs/decisions/0017-payments-sandbox-and-stripe.md): only purchases
 * opened with the sandbox provider.
 */
export function createSandboxCheckoutService(purchases: ReturnType<typeof createPurchaseService>) {
  async function sandboxPurchase(sessionId: string): Promise<PurchaseRow | undefined> {
    const purchase = await purchases.findBySession(sessionId)
    return purchase?.provider === 'sandbox' ? purchase : undefined
  }

  return {
    sandboxPurchase,

    /**
     * Pays with a test card. A repeated completion (double submit, replay) of a fulfilled session is
     * answered like the first one and grants nothing more.
     */
    async pay(sessionId: string, form: CardForm): Promise<PayOutcome | undefined> {
      const purchase = await sandboxPurchase(sessionId)
      if (!purchase) return undefined
      if (purchase.status === 'FULFILLED') return { kind: 'paid', purchase }
      if (purchase.status !== 'PENDING') return { kind: 'closed', purchase }
      const check = checkCard(form)
      // A declined card leaves the session open, as a real checkout lets the buyer try another card.
      if (check.kind !== 'approved') return { kind: 'refused', purchase, check }
      await purchases.fulfil(sessionId)
      const after = await sandboxPurchase(sessionId)
      if (!after) return undefined
      return after.status === 'FULFILLED'
        ? { kind: 'paid', purchase: after }
        : { kind: 'closed', purchase: after }
    },

    async cancel(sessionId: string): Promise<PurchaseRow | undefined> {
      const purchase = await sandboxPurchase(sessionId)
      if (!purchase) return undefined
      await purchases.close(sessionId, 'CANCELED')
      return sandboxPurchase(sessionId)
    },
  }
}
