import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Database } from '../../src/db/client'
import { exams, materials } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  createAdmin,
  createCaller,
  createMaterial,
  createTopic,
  type Caller,
} from '../support/commerce-fixtures'
import { expectProblem } from '../support/problems'

const seededLessonsDir = path.resolve(import.meta.dirname, '../../src/db/seed/content/materials')

describe('materials', () => {
  let t: TestApp
  let db: Database
  let admin: Caller
  let user: Caller
  let topic: { id: string; name: string }

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    admin = await createAdmin(t)
    user = await createCaller(t)
    topic = await createTopic(db, 'Conditionals')
  })
  afterAll(() => t.close())

  const get = (url: string, headers?: Caller['headers']) => t.app.inject({ method: 'GET', url, headers })

  describe('GET /v1/materials/topics', () => {
    it('lists topics by name for signed-in users', async () => {
      await createTopic(db, 'Articles and Determiners')
      const response = await get('/api/v1/materials/topics', user.headers)
      expect(response.statusCode).toBe(200)
      const names = (response.json() as { name: string }[]).map((item) => item.name)
      expect(names).toEqual([...names].sort())
      expect(names).toEqual(expect.arrayContaining(['Conditionals', 'Articles and Determiners']))
    })

    it('answers 401 to anonymous callers', async () => {
      expect((await get('/api/v1/materials/topics')).statusCode).toBe(401)
    })
  })

  describe('create, update, delete (admin)', () => {
    it('creates a material with an empty lesson, then updates and deletes it', async () => {
      const otherTopic = await createTopic(db)
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/materials',
        headers: admin.headers,
        payload: { title: '  Reported Speech  ', materialTopicId: topic.id },
      })
      expect(created.statusCode).toBe(201)
      const { id } = created.json() as { id: string }

      const read = await get(`/api/v1/materials/${id}`, admin.headers)
      expect(read.json()).toEqual({ id, title: 'Reported Speech', topic, studiedAt: null })
      expect((await get(`/api/v1/materials/${id}/content`, admin.headers)).body).toBe('')

      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/materials/${id}`,
        headers: admin.headers,
        payload: { title: 'Reported Speech II', materialTopicId: otherTopic.id },
      })
      expect(updated.statusCode).toBe(204)
      expect((await get(`/api/v1/materials/${id}`, admin.headers)).json()).toMatchObject({
        title: 'Reported Speech II',
        topic: otherTopic,
      })

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/materials/${id}`,
        headers: admin.headers,
      })
      expect(deleted.statusCode).toBe(204)
      expect((await get(`/api/v1/materials/${id}`, admin.headers)).statusCode).toBe(404)
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/materials/${id}`,
        headers: admin.headers,
      })
      expect(again.statusCode).toBe(404)
    })

    it('keeps the exams of a deleted material, no longer associated with it', async () => {
      const material = await createMaterial(db, { topicId: topic.id })
      const [exam] = await db
        .insert(exams)
        .values({
          title: 'Linked',
          examTarget: 'ACADEMY',
          examType: 'GRAMMAR',
          difficulty: 'EASY',
          materialId: material.id,
        })
        .returning()
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/materials/${material.id}`,
        headers: admin.headers,
      })
      const [after] = await db.select().from(exams).where(eq(exams.id, exam!.id))
      expect(after?.materialId).toBeNull()
    })

    it.each([
      [{ title: 'ab', materialTopicId: 'TOPIC' }, 'body.title', 'Must be min. 3 characters long'],
      [{ title: '   ab   ', materialTopicId: 'TOPIC' }, 'body.title', 'Must be min. 3 characters long'],
      [{ title: 'x'.repeat(65), materialTopicId: 'TOPIC' }, 'body.title', 'Must not exceed 64 characters'],
      [{ title: 'Valid title' }, 'body.materialTopicId', 'Topic is required'],
      [{ title: 'Valid title', materialTopicId: '' }, 'body.materialTopicId', 'Topic is required'],
    ])('refuses %j with a field error', async (payload, field, message) => {
      const body = {
        ...payload,
        ...('materialTopicId' in payload && payload.materialTopicId === 'TOPIC'
          ? { materialTopicId: topic.id }
          : {}),
      }
      for (const [method, url] of [
        ['POST', '/api/v1/materials'],
        ['PUT', `/api/v1/materials/${(await createMaterial(db, { topicId: topic.id })).id}`],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: admin.headers, payload: body })
        expectProblem(response, 400, { errors: expect.arrayContaining([{ field, message }]) })
      }
    })

    it('refuses an unknown topic as a field error, and an unknown material with 404', async () => {
      const unknownTopic = await t.app.inject({
        method: 'POST',
        url: '/api/v1/materials',
        headers: admin.headers,
        payload: { title: 'Valid title', materialTopicId: '00000000-0000-4000-8000-000000000000' },
      })
      expect(unknownTopic.statusCode).toBe(400)
      expect(unknownTopic.json().errors[0].field).toBe('body.materialTopicId')
      const unknownMaterial = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/materials/00000000-0000-4000-8000-000000000000',
        headers: admin.headers,
        payload: { title: 'Valid title', materialTopicId: topic.id },
      })
      expect(unknownMaterial.statusCode).toBe(404)
    })

    it('answers 403 to users and 401 to anonymous callers, changing nothing', async () => {
      const material = await createMaterial(db, { topicId: topic.id, title: 'Untouched' })
      const attempts = [
        {
          method: 'POST' as const,
          url: '/api/v1/materials',
          payload: { title: 'New one', materialTopicId: topic.id },
        },
        {
          method: 'PUT' as const,
          url: `/api/v1/materials/${material.id}`,
          payload: { title: 'Changed', materialTopicId: topic.id },
        },
        { method: 'DELETE' as const, url: `/api/v1/materials/${material.id}` },
      ]
      for (const attempt of attempts) {
        expect((await t.app.inject({ ...attempt, headers: user.headers })).statusCode).toBe(403)
        expect((await t.app.inject(attempt)).statusCode).toBe(401)
      }
      const [after] = await db.select().from(materials).where(eq(materials.id, material.id))
      expect(after?.title).toBe('Untouched')
    })
  })

  describe('content (text/html)', () => {
    const putContent = (
      materialId: string,
      html: string,
      headers: Caller['headers'] | undefined = admin.headers,
    ) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/materials/${materialId}/content`,
        headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
        payload: html,
      })

    it('stores sanitised HTML: no script, event handler, javascript: link or iframe survives', async () => {
      const material = await createMaterial(db, { topicId: topic.id })
      const hostile =
        '<h2>Lesson</h2><script>alert(1)</script><img src="https://grile.ro/a.png" onerror="alert(2)" />' +
        '<a href="javascript:alert(3)">click</a><iframe src="https://evil.test"></iframe><p onclick="x()">text</p>'
      expect((await putContent(material.id, hostile)).statusCode).toBe(204)
      const stored = await get(`/api/v1/materials/${material.id}/content`, user.headers)
      expect(stored.statusCode).toBe(200)
      expect(stored.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(stored.body).toBe('<h2>Lesson</h2><img src="https://grile.ro/a.png" /><a>click</a><p>text</p>')
      expect(stored.body).not.toMatch(/script|onerror|onclick|javascript:|iframe/i)
    })

    it.each(fs.readdirSync(seededLessonsDir).filter((file) => file.endsWith('.html')))(
      'keeps the seeded lesson %s unchanged through PUT and GET',
      async (file) => {
        const html = fs.readFileSync(path.join(seededLessonsDir, file), 'utf8')
        const material = await createMaterial(db, { topicId: topic.id })
        expect((await putContent(material.id, html)).statusCode).toBe(204)
        expect((await get(`/api/v1/materials/${material.id}/content`, user.headers)).body).toBe(html)
      },
    )

    it('keeps normal lesson HTML with headings, tables, lists, images and links unchanged', async () => {
      const html =
        '<h2>Title</h2><h3>Part</h3><p>Text <strong>bold</strong> <em>it</em> <code>code</code></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
        '<p><img src="https://grile.ro/x.png" alt="Diagram" /> <a href="https://grile.ro/lessons">Lessons</a></p>'
      const material = await createMaterial(db, { topicId: topic.id })
      await putContent(material.id, html)
      expect((await get(`/api/v1/materials/${material.id}/content`, user.headers)).body).toBe(html)
    })

    it('is for admins only; users get 403 and anonymous callers 401', async () => {
      const material = await createMaterial(db, { topicId: topic.id, content: '<p>Original</p>' })
      expect((await putContent(material.id, '<p>Changed</p>', user.headers)).statusCode).toBe(403)
      expect((await putContent(material.id, '<p>Changed</p>', {} as Caller['headers'])).statusCode).toBe(401)
      expect((await get(`/api/v1/materials/${material.id}/content`)).statusCode).toBe(401)
      expect((await get(`/api/v1/materials/${material.id}/content`, user.headers)).body).toBe(
        '<p>Original</p>',
      )
    })

    it('refuses JSON and other content types, too-long lessons, and unknown materials', async () => {
      const material = await createMaterial(db, { topicId: topic.id })
      const json = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/materials/${material.id}/content`,
        headers: admin.headers,
        payload: { html: '<p>x</p>' },
      })
      expect(json.statusCode).toBe(400)
      expect(json.json().errors[0].field).toBe('body')
      const xml = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/materials/${material.id}/content`,
        headers: { ...admin.headers, 'content-type': 'application/xml' },
        payload: '<p/>',
      })
      expect(xml.statusCode).toBe(415)
      const tooLong = await putContent(material.id, `<p>${'x'.repeat(200_001)}</p>`)
      expect(tooLong.statusCode).toBe(400)
      expect(tooLong.json().errors).toEqual([
        { field: 'body', message: 'must not be longer than 200000 characters' },
      ])
      expect((await putContent('00000000-0000-4000-8000-000000000000', '<p>x</p>')).statusCode).toBe(404)
      expect(
        (await get('/api/v1/materials/00000000-0000-4000-8000-000000000000/content', user.headers))
          .statusCode,
      ).toBe(404)
    })
  })

  describe('study marks and lists', () => {
    it('marks and unmarks a material as studied, per user, keeping the first date', async () => {
      const material = await createMaterial(db, { topicId: topic.id })
      const other = await createCaller(t)
      const study = (caller: Caller, method: 'POST' | 'DELETE') =>
        t.app.inject({ method, url: `/api/v1/materials/${material.id}/study`, headers: caller.headers })

      expect((await study(user, 'POST')).statusCode).toBe(204)
      const first = (await get(`/api/v1/materials/${material.id}`, user.headers)).json().studiedAt
      expect(Date.now() - Date.parse(first)).toBeLessThan(60_000)
      expect((await study(user, 'POST')).statusCode).toBe(204)
      expect((await get(`/api/v1/materials/${material.id}`, user.headers)).json().studiedAt).toBe(first)
      expect((await get(`/api/v1/materials/${material.id}`, other.headers)).json().studiedAt).toBeNull()

      expect((await study(user, 'DELETE')).statusCode).toBe(204)
      expect((await get(`/api/v1/materials/${material.id}`, user.headers)).json().studiedAt).toBeNull()
      expect((await study(user, 'DELETE')).statusCode).toBe(204)
    })

    it('answers 404 for unknown materials and 401 to anonymous callers', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000'
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/v1/materials/${unknown}/study`,
            headers: user.headers,
          })
        ).statusCode,
      ).toBe(404)
      expect((await get(`/api/v1/materials/${unknown}`, user.headers)).statusCode).toBe(404)
      expect((await get('/api/v1/materials/not-a-uuid', user.headers)).statusCode).toBe(400)
      const material = await createMaterial(db, { topicId: topic.id })
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/v1/materials/${material.id}/study` })).statusCode,
      ).toBe(401)
      expect((await get(`/api/v1/materials/${material.id}`)).statusCode).toBe(401)
      expect((await get('/api/v1/materials')).statusCode).toBe(401)
    })

    it("lists every material with the caller's marks; a teacher and an admin see a pupil's, others get 403", async () => {
      const teacher = await createCaller(t)
      const pupil = await createCaller(t, { teacherId: teacher.userId })
      const stranger = await createCaller(t)
      const material = await createMaterial(db, { topicId: topic.id, title: 'Studied by the pupil' })
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/materials/${material.id}/study`,
        headers: pupil.headers,
      })

      const studiedAtIn = (list: { id: string; studiedAt: string | null }[]) =>
        list.find((item) => item.id === material.id)?.studiedAt
      const own = await get('/api/v1/materials', pupil.headers)
      expect(own.statusCode).toBe(200)
      expect(own.json().length).toBeGreaterThan(1)
      expect(own.json().find((item: { id: string }) => item.id === material.id)).toMatchObject({
        title: 'Studied by the pupil',
        topic,
        studiedAt: expect.any(String),
      })

      const byTeacher = await get(`/api/v1/materials?userId=${pupil.userId}`, teacher.headers)
      expect(byTeacher.statusCode).toBe(200)
      expect(studiedAtIn(byTeacher.json())).toBe(studiedAtIn(own.json()))
      expect(studiedAtIn((await get('/api/v1/materials', teacher.headers)).json())).toBeNull()

      const byAdmin = await get(`/api/v1/materials?userId=${pupil.userId}`, admin.headers)
      expect(studiedAtIn(byAdmin.json())).toBe(studiedAtIn(own.json()))

      expect((await get(`/api/v1/materials?userId=${pupil.userId}`, stranger.headers)).statusCode).toBe(403)
      expect((await get(`/api/v1/materials?userId=${teacher.userId}`, pupil.headers)).statusCode).toBe(403)
      expect(
        (await get('/api/v1/materials?userId=00000000-0000-4000-8000-000000000000', admin.headers))
          .statusCode,
      ).toBe(404)
    })
  })
})
