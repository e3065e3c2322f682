import { randomUUID } from 'node:crypto'
import { generateKeyPair } from 'jose'
import { eq } from 'drizzle-orm'
import { users } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import { expectProblem } from '../support/problems'

describe('POST /api/v1/users/sign-in-up', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const signInUp = async (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/sign-in-up', headers })

  it('creates the user on the first call with 10 free tokens and returns them', async () => {
    const userId = randomUUID()
    const response = await signInUp(
      await t.authHeader({ userId, email: 'Ana.Pop@Example.ro', name: 'Ana Pop' }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      id: userId,
      email: 'ana.pop@example.ro',
      name: 'Ana Pop',
      tokens: 10,
      teacherId: null,
      rating: 1500,
      isCustomer: false,
      interactiveAttemptsLeftInToken: 0,
      isAdmin: false,
    })
  })

  it('is idempotent: a later call keeps the tokens and the chosen name', async () => {
    const userId = randomUUID()
    await signInUp(await t.authHeader({ userId, email: 'mihai@example.ro', name: 'Mihai' }))
    await t.database.db.update(users).set({ tokens: 3, name: 'Renamed' }).where(eq(users.id, userId))
    const again = await signInUp(await t.authHeader({ userId, email: 'mihai@example.ro', name: 'Mihai' }))
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id: userId, tokens: 3, name: 'Renamed' })
  })

  it('creates exactly one user with 10 tokens when 20 first calls arrive together', async () => {
    const userId = randomUUID()
    const headers = await t.authHeader({ userId, email: 'race@example.ro', name: 'Racer' })
    const responses = await Promise.all(Array.from({ length: 20 }, () => signInUp(headers)))
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(responses.map((response) => response.json().tokens))).toEqual(new Set([10]))
    const rows = await t.database.db.select().from(users).where(eq(users.id, userId))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.tokens).toBe(10)
  })

  it('names a user without a display name after the e-mail, within the 16-character limit', async () => {
    const response = await signInUp(
      await t.authHeader({ userId: randomUUID(), email: 'a.very.long.local.part@example.ro', name: ' ' }),
    )
    expect(response.json().name).toBe('a.very.long.loca')
  })

  describe('refuses every call without a valid access token (401 problem)', () => {
    const userId = randomUUID()
    const email = 'someone@example.ro'

    it.each([
      ['no token', async () => ({})],
      ['an expired token', async () => t.authHeader({ userId, email, expiresIn: -120 })],
      [
        'a token signed by another key',
        async () => t.authHeader({ userId, email, key: (await generateKeyPair('RS256')).privateKey }),
      ],
      [
        'an ID token (audience: the web app) used as access token',
        async () => t.authHeader({ userId, email, audience: 'grile-web' }),
      ],
      [
        'a token for another audience',
        async () => t.authHeader({ userId, email, audience: 'https://other.example/api' }),
      ],
      ['a token without the API scope', async () => t.authHeader({ userId, email, scope: 'openid' })],
      ['a malformed header', async () => ({ authorization: 'Bearer not-a-jwt' })],
    ])('%s', async (_case, headers) => {
      const response = await signInUp(await headers())
      expectProblem(response, 401, { title: 'Unauthorized' })
      const rows = await t.database.db.select().from(users).where(eq(users.id, userId))
      expect(rows).toHaveLength(0)
    })
  })
})

describe('GET /api/v1/users/:userId', () => {
  let t: TestApp
  const pupil = { userId: randomUUID(), email: 'pupil@example.ro', name: 'Pupil' }
  const other = { userId: randomUUID(), email: 'other@example.ro', name: 'Other' }
  const admin = { userId: randomUUID(), email: 'admin@grile.ro', name: 'Admin' }

  beforeAll(async () => {
    t = await createTestApp()
    for (const identity of [pupil, other, admin]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-in-up',
        headers: await t.authHeader(identity),
      })
    }
  })
  afterAll(() => t.close())

  const getUser = async (userId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/users/${userId}`, headers })

  it('returns the current user to themselves', async () => {
    const response = await getUser(pupil.userId, await t.authHeader(pupil))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: pupil.userId, email: pupil.email, name: 'Pupil', tokens: 10 })
  })

  it("refuses another user's profile to a non-admin (403)", async () => {
    const response = await getUser(other.userId, await t.authHeader(pupil))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ status: 403 })
  })

  it('returns any user to an administrator', async () => {
    const response = await getUser(other.userId, await t.authHeader(admin))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ id: other.userId, email: other.email })
  })

  it('answers 404 for a user that does not exist, and 400 for an id that is not a UUID', async () => {
    const missing = randomUUID()
    const notFound = await getUser(missing, await t.authHeader(admin))
    expect(notFound.statusCode).toBe(404)
    expect(notFound.json().detail).toBe(`Could not load user with id ${missing}.`)
    const bad = await getUser('not-a-uuid', await t.authHeader(admin))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('params.userId')
  })

  it('answers 401 without a token', async () => {
    expect((await getUser(pupil.userId)).statusCode).toBe(401)
  })
})

describe('administrators come from the server’s list (ADMIN_EMAILS)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'admin@grile.ro, Second.Admin@Grile.ro' })
  })
  afterAll(() => t.close())

  const signInUp = async (claims: { userId: string; email: string }) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/sign-in-up', headers: await t.authHeader(claims) })

  it('marks every listed address as an administrator, whatever its case, and no one else', async () => {
    const second = { userId: randomUUID(), email: 'second.admin@grile.ro' }
    const student = { userId: randomUUID(), email: 'elev@example.ro' }
    expect((await signInUp(second)).json()).toMatchObject({ isAdmin: true })
    expect((await signInUp({ userId: randomUUID(), email: 'admin@grile.ro' })).json()).toMatchObject({
      isAdmin: true,
    })
    expect((await signInUp(student)).json()).toMatchObject({ isAdmin: false })

    // What the flag says is what the server enforces: the second administrator reads any user.
    const asSecond = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${student.userId}`,
      headers: await t.authHeader(second),
    })
    expect(asSecond.statusCode).toBe(200)
    expect(asSecond.json()).toMatchObject({ id: student.userId, isAdmin: false })
    const asStudent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${second.userId}`,
      headers: await t.authHeader(student),
    })
    expect(asStudent.statusCode).toBe(403)
  })
})
