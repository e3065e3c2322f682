import { randomUUID } from 'node:crypto'
import type { Database } from '../../src/db/client'
import { createTestApp, type TestApp } from '../support/test-app'
import { insertAdmin, insertUser, requester, userRow } from '../support/fixtures'
import { expectProblem } from '../support/problems'

describe('profile calls', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
  })
  afterAll(() => t.close())

  describe('GET /v1/users/{id}/rating-rank', () => {
    it('is 1 + the number of users with a higher shown rating', async () => {
      // Ratings are compared as shown (rounded): 1700.2 and 1699.6 both show 1700 and share a rank.
      const top = await insertUser(db, { rating: 2400 })
      const a = await insertUser(db, { rating: 1700.2 })
      const b = await insertUser(db, { rating: 1699.6 })
      const c = await insertUser(db, { rating: 1699.4 })
      const own = await call(top, 'GET', `/api/v1/users/${top.userId}/rating-rank`)
      expect(own.statusCode).toBe(200)
      expect(own.json()).toEqual({ rank: 1 })
      const ownA = await call(a, 'GET', `/api/v1/users/${a.userId}/rating-rank`)
      const ownB = await call(b, 'GET', `/api/v1/users/${b.userId}/rating-rank`)
      const ownC = await call(c, 'GET', `/api/v1/users/${c.userId}/rating-rank`)
      expect(ownA.json()).toEqual({ rank: 2 })
      expect(ownB.json()).toEqual({ rank: 2 })
      expect(ownC.json()).toEqual({ rank: 4 })
    })

    it('answers 404 to an admin asking about an unknown user', async () => {
      const admin = await insertAdmin(db)
      expect((await call(admin, 'GET', `/api/v1/users/${randomUUID()}/rating-rank`)).statusCode).toBe(404)
    })
  })

  describe('PUT /v1/users/{id}/name', () => {
    it('stores the trimmed name and returns it', async () => {
      const user = await insertUser(db)
      const response = await call(user, 'PUT', `/api/v1/users/${user.userId}/name`, {
        name: '  Ana-Maria Ș. ',
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ name: 'Ana-Maria Ș.' })
      expect((await userRow(db, user.userId)).name).toBe('Ana-Maria Ș.')
    })

    it.each([
      ['too short', 'ab', 'Must be min. 3 characters long'],
      ['too short once trimmed', '   ab   ', 'Must be min. 3 characters long'],
      ['17 characters', 'a'.repeat(17), 'Must not exceed 16 characters'],
      ['5000 characters', 'x'.repeat(5000), 'Must not exceed 16 characters'],
      ['markup', 'Ana<script>', 'Must not contain special characters'],
      ['punctuation', 'Ana!', 'Must not contain special characters'],
    ])('refuses a name that is %s and keeps the old one', async (_case, name, message) => {
      const user = await insertUser(db, { name: 'Before' })
      const response = await call(user, 'PUT', `/api/v1/users/${user.userId}/name`, { name })
      expectProblem(response, 400, { errors: expect.arrayContaining([{ field: 'body.name', message }]) })
      expect((await userRow(db, user.userId)).name).toBe('Before')
    })

    it('accepts letters, digits, dot, underscore, at sign, hyphen and spaces', async () => {
      const user = await insertUser(db)
      const response = await call(user, 'PUT', `/api/v1/users/${user.userId}/name`, {
        name: 'ion.pop_1@x-y z',
      })
      expect(response.statusCode).toBe(200)
    })

    it("lets an admin rename a user, but not another user or the user's teacher", async () => {
      const teacher = await insertUser(db)
      const pupil = await insertUser(db, { teacherId: teacher.userId, name: 'Pupil' })
      const admin = await insertAdmin(db)
      expect(
        (await call(teacher, 'PUT', `/api/v1/users/${pupil.userId}/name`, { name: 'Renamed' })).statusCode,
      ).toBe(403)
      expect((await userRow(db, pupil.userId)).name).toBe('Pupil')
      expect(
        (await call(admin, 'PUT', `/api/v1/users/${pupil.userId}/name`, { name: 'Renamed' })).statusCode,
      ).toBe(200)
      expect((await userRow(db, pupil.userId)).name).toBe('Renamed')
    })
  })
})
