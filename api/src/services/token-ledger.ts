import { and, eq, isNull, sql } from 'drizzle-orm'
import { ANSWERS_PER_TOKEN } from '@grile/shared/contract'
import type { Executor } from '../db/client'
import { users } from '../db/schema/index'

/**
 * The token ledger: the only module that writes a user's balance (`users.tokens` and the answers left in
 * the current token, `interactive_attempts_left_in_token`). Every credit and charge is one named function
 * taking the caller's executor, so it runs inside the caller's transaction. Each is a single statement the
 * database decides under concurrency: conditional updates (`WHERE tokens >= n … RETURNING`), never a read
 * followed by a write; the `users_tokens_not_negative` check keeps the balance at 0 or above
 * (docs/product-rules.md#tokens, docs/decisions/0009-charging-in-one-transaction.md).
 * `api/test/ledger-ownership.test.ts` fails when another module writes these columns.
 */

/** New registered users get 10 free tokens (docs/product-rules.md#free-tokens). */
export const FREE_TOKENS_ON_SIGN_UP = 10

/** The first teacher a user ever designates gives them 5 tokens (docs/product-rules.md#free-tokens). */
export const TEACHER_BONUS_TOKENS = 5

export type UserRow = typeof users.$inferSelect

/** A user row to open, without its balance (the ledger decides that). */
export type NewAccount = Omit<typeof users.$inferInsert, 'tokens' | 'interactiveAttemptsLeftInToken'>

/**
 * Opens a new user's account with the sign-up grant. Concurrent first sign-ins open it once: the others
 * (and every later call) get undefined.
 */
export async function openAccountWithSignUpGrant(
  db: Executor,
  account: NewAccount,
): Promise<UserRow | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...account, tokens: FREE_TOKENS_ON_SIGN_UP })
    .onConflictDoNothing({ target: users.id })
    .returning()
  return created
}

/** Opens demo accounts with their listed balances; existing users are left alone. Returns the ids opened. */
export async function openDemoAccounts(
  db: Executor,
  accounts: readonly (NewAccount & { openingTokens: number })[],
): Promise<string[]> {
  if (!accounts.length) return []
  const rows = await db
    .insert(users)
    .values(accounts.map(({ openingTokens, ...account }) => ({ ...account, tokens: openingTokens })))
    .onConflictDoNothing({ target: users.id })
    .returning({ id: users.id })
  return rows.map((row) => row.id)
}

/**
 * Charges 1 token for an exam submission (and notes the activity). False when the user has no token (or
 * no row): the caller throws, rolling back the attempt it stored in the same transaction.
 */
export async function chargeExamSubmission(tx: Executor, userId: string): Promise<boolean> {
  const [charged] = await tx
    .update(users)
    .set({ tokens: sql`${users.tokens} - 1`, lastActiveAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`${users.tokens} >= 1`))
    .returning({ id: users.id })
  return Boolean(charged)
}

/**
 * Pays one interactive answer from the answers left in the current token, or opens a new token (spending
 * one and leaving 49 answers), in one conditional update. False when neither is possible.
 */
export async function chargeInteractiveAnswer(tx: Executor, userId: string): Promise<boolean> {
  const left = users.interactiveAttemptsLeftInToken
  const [charged] = await tx
    .update(users)
    .set({
      tokens: sql`case when ${left} > 0 then ${users.tokens} else ${users.tokens} - 1 end`,
      interactiveAttemptsLeftInToken: sql`case when ${left} > 0 then ${left} - 1 else ${ANSWERS_PER_TOKEN - 1} end`,
      lastActiveAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), sql`(${left} > 0 or ${users.tokens} >= 1)`))
    .returning({ id: users.id })
  return Boolean(charged)
}

/**
 * Credits a fulfilled purchase: TOKEN offers add their quantity, LESSON offers none, and any purchase makes
 * the buyer a customer (docs/product-rules.md#purchases). Call it once, when the purchase leaves PENDING.
 */
export async function creditPurchase(
  tx: Executor,
  purchase: { userId: string; itemType: 'TOKEN' | 'LESSON'; quantity: number },
): Promise<void> {
  const tokensBought = purchase.itemType === 'TOKEN' ? purchase.quantity : 0
  await tx
    .update(users)
    .set({ tokens: sql`${users.tokens} + ${tokensBought}`, customer: true })
    .where(eq(users.id, purchase.userId))
}

/** Credits a claimed partner voucher's tokens. False when the user has no row (the caller rolls back). */
export async function creditVoucher(tx: Executor, userId: string, tokens: number): Promise<boolean> {
  const [granted] = await tx
    .update(users)
    .set({ tokens: sql`${users.tokens} + ${tokens}` })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return Boolean(granted)
}

/**
 * Gives the first-teacher gift once per lifetime: the same conditional update credits the tokens and sets
 * the mark, so concurrent designations (and later re-designations) give nothing more. True when given.
 */
export async function creditFirstTeacherBonus(tx: Executor, userId: string): Promise<boolean> {
  const [given] = await tx
    .update(users)
    .set({ tokens: sql`${users.tokens} + ${TEACHER_BONUS_TOKENS}`, teacherBonusGivenAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.teacherBonusGivenAt)))
    .returning({ id: users.id })
  return Boolean(given)
}

/** An administrator sets the balance outright (the contract keeps it at 0 or above). False: no such user. */
export async function setBalanceByAdmin(tx: Executor, userId: string, tokens: number): Promise<boolean> {
  const [updated] = await tx
    .update(users)
    .set({ tokens })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return Boolean(updated)
}
