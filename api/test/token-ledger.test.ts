import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database, DatabaseHandle } from '../src/db/client'
import { users } from '../src/db/schema/index'
import { ANSWERS_PER_TOKEN } from '@grile/shared/contract'
import {
  FREE_TOKENS_ON_SIGN_UP,
  TEACHER_BONUS_TOKENS,
  chargeExamSubmission,
  chargeInteractiveAnswer,
  creditFirstTeacherBonus,
  creditPurchase,
  creditVoucher,
  openAccountWithSignUpGrant,
  openDemoAccounts,
  setBalanceByAdmin,
} from '../src/services/token-ledger'
import { insertUser } from './support/fixtures'
import { createTestDatabase } from './support/test-app'

/** The ledger's functions on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('token ledger', () => {
  let handle: DatabaseHandle
  let db: Database

  beforeAll(async () => {
    handle = await createTestDatabase()
    db = handle.db
  })
  afterAll(() => handle.close())

  async function balance(userId: string) {
    const [row] = await db
      .select({ tokens: users.tokens, left: users.interactiveAttemptsLeftInToken, customer: users.customer })
      .from(users)
      .where(eq(users.id, userId))
    if (!row) throw new Error(`no user ${userId}`)
    return row
  }

  it('opens an account once, with the sign-up grant', async () => {
    const account = { id: randomUUID(), email: 'new@example.test', name: 'New' }
    const opened = await openAccountWithSignUpGrant(db, account)
    expect(opened).toMatchObject({ id: account.id, tokens: FREE_TOKENS_ON_SIGN_UP })
    expect(await openAccountWithSignUpGrant(db, account)).toBeUndefined()
    expect((await balance(account.id)).tokens).toBe(FREE_TOKENS_ON_SIGN_UP)
  })

  it('opens demo accounts with their balances and leaves existing users alone', async () => {
    const existing = await insertUser(db, { tokens: 3 })
    const fresh = randomUUID()
    const opened = await openDemoAccounts(db, [
      { id: fresh, email: 'demo@example.test', name: 'Demo', openingTokens: 20 },
      { id: existing.userId, email: existing.email, name: 'Again', openingTokens: 100 },
    ])
    expect(opened).toEqual([fresh])
    expect((await balance(fresh)).tokens).toBe(20)
    expect((await balance(existing.userId)).tokens).toBe(3)
  })

  it('charges an exam submission 1 token and refuses at 0', async () => {
    const user = await insertUser(db, { tokens: 1 })
    expect(await chargeExamSubmission(db, user.userId)).toBe(true)
    expect((await balance(user.userId)).tokens).toBe(0)
    expect(await chargeExamSubmission(db, user.userId)).toBe(false)
    expect((await balance(user.userId)).tokens).toBe(0)
    expect(await chargeExamSubmission(db, randomUUID())).toBe(false)
  })

  it('charges exactly the balance when many submissions run at once, each in its own transaction', async () => {
    const user = await insertUser(db, { tokens: 5 })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => chargeExamSubmission(tx, user.userId))),
    )
    expect(results.filter(Boolean)).toHaveLength(5)
    expect((await balance(user.userId)).tokens).toBe(0)
  })

  it('pays interactive answers from the current token, opening a new one at 0', async () => {
    const user = await insertUser(db, { tokens: 1, interactiveAttemptsLeftInToken: 1 })
    expect(await chargeInteractiveAnswer(db, user.userId)).toBe(true)
    expect(await balance(user.userId)).toMatchObject({ tokens: 1, left: 0 })
    expect(await chargeInteractiveAnswer(db, user.userId)).toBe(true)
    expect(await balance(user.userId)).toMatchObject({ tokens: 0, left: ANSWERS_PER_TOKEN - 1 })

    const broke = await insertUser(db, { tokens: 0, interactiveAttemptsLeftInToken: 0 })
    expect(await chargeInteractiveAnswer(db, broke.userId)).toBe(false)
    expect(await balance(broke.userId)).toMatchObject({ tokens: 0, left: 0 })
  })

  it('credits token purchases and makes every buyer a customer', async () => {
    const buyer = await insertUser(db, { tokens: 2 })
    await creditPurchase(db, { userId: buyer.userId, itemType: 'TOKEN', quantity: 30 })
    expect(await balance(buyer.userId)).toMatchObject({ tokens: 32, customer: true })

    const lessonBuyer = await insertUser(db, { tokens: 2 })
    await creditPurchase(db, { userId: lessonBuyer.userId, itemType: 'LESSON', quantity: 1 })
    expect(await balance(lessonBuyer.userId)).toMatchObject({ tokens: 2, customer: true })
  })

  it("credits a voucher's tokens, and says so when the user has no row", async () => {
    const user = await insertUser(db, { tokens: 0 })
    expect(await creditVoucher(db, user.userId, 7)).toBe(true)
    expect((await balance(user.userId)).tokens).toBe(7)
    expect(await creditVoucher(db, randomUUID(), 7)).toBe(false)
  })

  it('gives the first-teacher bonus once per lifetime, even to simultaneous designations', async () => {
    const user = await insertUser(db, { tokens: 10 })
    const given = await Promise.all(
      Array.from({ length: 5 }, () => db.transaction((tx) => creditFirstTeacherBonus(tx, user.userId))),
    )
    expect(given.filter(Boolean)).toHaveLength(1)
    expect(await creditFirstTeacherBonus(db, user.userId)).toBe(false)
    expect((await balance(user.userId)).tokens).toBe(10 + TEACHER_BONUS_TOKENS)
  })

  it('lets an administrator set the balance, never below 0', async () => {
    const user = await insertUser(db, { tokens: 4 })
    expect(await setBalanceByAdmin(db, user.userId, 40)).toBe(true)
    expect((await balance(user.userId)).tokens).toBe(40)
    expect(await setBalanceByAdmin(db, randomUUID(), 40)).toBe(false)
    await expect(setBalanceByAdmin(db, user.userId, -1)).rejects.toThrow()
    expect((await balance(user.userId)).tokens).toBe(40)
  })
})
