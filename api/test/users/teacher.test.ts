import { randomUUID } from 'node:crypto'
import type { Database } from '../../src/db/client'
import { createTestApp, type TestApp } from '../support/test-app'
import { insertAdmin, insertUser, requester, userRow, type FixtureUser } from '../support/fixtures'

describe('teacher and pupils', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
  })
  afterAll(() => t.close())

  const assign = (user: FixtureUser, teacherId: unknown) =>
    call(user, 'PUT', `/api/v1/users/${user.userId}/teacher`, teacherId)

  describe('PUT /v1/users/{me}/teacher', () => {
    it('sets the teacher and gives 5 tokens on the first designation only', async () => {
      const first = await insertUser(db)
      const second = await insertUser(db)
      const pupil = await insertUser(db, { tokens: 10 })

      const response = await assign(pupil, first.userId)
      expect(response.statusCode).toBe(204)
      expect(response.body).toBe('')
      const after = await userRow(db, pupil.userId)
      expect(after).toMatchObject({ teacherId: first.userId, tokens: 15 })
      expect(after.teacherBonusGivenAt).toBeInstanceOf(Date)

      // Removing and designating again, or changing teacher, gives nothing more.
      await call(pupil, 'DELETE', `/api/v1/users/${pupil.userId}/teacher`)
      await assign(pupil, second.userId)
      await assign(pupil, first.userId)
      expect(await userRow(db, pupil.userId)).toMatchObject({ teacherId: first.userId, tokens: 15 })
    })

    it('answers 404 for an unknown teacher and 400 for the own id or a non-UUID', async () => {
      const pupil = await insertUser(db, { tokens: 10 })
      const unknown = await assign(pupil, randomUUID())
      expect(unknown.statusCode).toBe(404)

      const own = await assign(pupil, pupil.userId)
      expect(own.statusCode).toBe(400)
      expect(own.json().errors).toEqual([{ field: 'body', message: 'Cannot be your own user id' }])

      const malformed = await assign(pupil, 'not-a-uuid')
      expect(malformed.statusCode).toBe(400)
      expect(malformed.json().errors).toContainEqual({ field: 'body', message: 'Must be valid UUID' })
      expect(await userRow(db, pupil.userId)).toMatchObject({
        teacherId: null,
        tokens: 10,
        teacherBonusGivenAt: null,
      })
    })

    it('gives the bonus once even when designations arrive together', async () => {
      const teachers = await Promise.all(Array.from({ length: 5 }, () => insertUser(db)))
      const pupil = await insertUser(db, { tokens: 10 })
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => assign(pupil, teachers[i % teachers.length]!.userId)),
      )
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(204))
      expect((await userRow(db, pupil.userId)).tokens).toBe(15)
    })
  })

  describe('DELETE /v1/users/{pupilId}/teacher', () => {
    it('lets the pupil remove the teacher', async () => {
      const teacher = await insertUser(db)
      const pupil = await insertUser(db, { teacherId: teacher.userId })
      const response = await call(pupil, 'DELETE', `/api/v1/users/${pupil.userId}/teacher`)
      expect(response.statusCode).toBe(204)
      expect((await userRow(db, pupil.userId)).teacherId).toBeNull()
    })

    it('lets the teacher remove a pupil, and nobody else (admins included)', async () => {
      const teacher = await insertUser(db)
      const stranger = await insertUser(db)
      const admin = await insertAdmin(db)
      const pupil = await insertUser(db, { teacherId: teacher.userId })
      expect((await call(stranger, 'DELETE', `/api/v1/users/${pupil.userId}/teacher`)).statusCode).toBe(403)
      expect((await call(admin, 'DELETE', `/api/v1/users/${pupil.userId}/teacher`)).statusCode).toBe(403)
      expect((await userRow(db, pupil.userId)).teacherId).toBe(teacher.userId)
      expect((await call(teacher, 'DELETE', `/api/v1/users/${pupil.userId}/teacher`)).statusCode).toBe(204)
      expect((await userRow(db, pupil.userId)).teacherId).toBeNull()
      // Once removed, the former teacher has no say any more.
      expect((await call(teacher, 'DELETE', `/api/v1/users/${pupil.userId}/teacher`)).statusCode).toBe(403)
    })
  })

  describe('GET /v1/users/{me}/pupils and /pupils/{id}', () => {
    it('lists the pupils with name, email and shown rating', async () => {
      const teacher = await insertUser(db)
      const bianca = await insertUser(db, { teacherId: teacher.userId, name: 'Bianca', rating: 1612.7 })
      const andrei = await insertUser(db, { teacherId: teacher.userId, name: 'Andrei' })
      await insertUser(db, { name: 'Not a pupil' })
      const response = await call(teacher, 'GET', `/api/v1/users/${teacher.userId}/pupils`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual([
        { id: andrei.userId, name: 'Andrei', email: andrei.email, rating: 1500 },
        { id: bianca.userId, name: 'Bianca', email: bianca.email, rating: 1613 },
      ])
    })

    it('is empty for a user nobody chose', async () => {
      const loner = await insertUser(db)
      expect((await call(loner, 'GET', `/api/v1/users/${loner.userId}/pupils`)).json()).toEqual([])
    })

    it("gives a pupil's name, and 404 for someone who is not the caller's pupil", async () => {
      const teacher = await insertUser(db)
      const pupil = await insertUser(db, { teacherId: teacher.userId, name: 'Ioana' })
      const other = await insertUser(db, { name: 'Other' })
      const found = await call(teacher, 'GET', `/api/v1/users/${teacher.userId}/pupils/${pupil.userId}`)
      expect(found.statusCode).toBe(200)
      expect(found.json()).toEqual({ name: 'Ioana' })
      expect(
        (await call(teacher, 'GET', `/api/v1/users/${teacher.userId}/pupils/${other.userId}`)).statusCode,
      ).toBe(404)
      expect(
        (await call(teacher, 'GET', `/api/v1/users/${teacher.userId}/pupils/${randomUUID()}`)).statusCode,
      ).toBe(404)
    })
  })
})
