import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ClassMasteryDto, UserMasteryDto } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'
import { exercises } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import {
  insertAdmin,
  insertExam,
  insertUser,
  requester,
  submissionFor,
  type FixtureExam,
  type FixtureUser,
} from '../support/fixtures'
import { createExercise, createTopic, type ExerciseFixture } from '../support/commerce-fixtures'
import { recordInteractiveAnswer } from '../support/learning-fixtures'

const MINUTE = 60_000

describe('mastery per grammar topic and per school’s general exercises', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let conditionals: { id: string; name: string }
  let passive: { id: string; name: string }
  let conditionalItems: ExerciseFixture[]
  let passiveItems: ExerciseFixture[]
  let campinaGeneral: ExerciseFixture
  /** Academy general exercises, answered through real exam submissions. */
  let generalExam: FixtureExam

  beforeAll(async () => {
    t = await createTestApp()
    db = t.database.db
    call = requester(t).call
    // Names chosen so that the topics sort as written; a topic without grammar exercises is no area.
    conditionals = await createTopic(db, 'A Conditionals')
    passive = await createTopic(db, 'B Passive Voice')
    await createTopic(db, 'C A topic with no exercises')
    conditionalItems = await Promise.all(
      Array.from({ length: 3 }, () => createExercise(db, { materialTopicId: conditionals.id })),
    )
    passiveItems = await Promise.all(
      Array.from({ length: 2 }, () => createExercise(db, { materialTopicId: passive.id })),
    )
    campinaGeneral = await createExercise(db)
    await db.update(exercises).set({ examTarget: 'CAMPINA' }).where(eq(exercises.id, campinaGeneral.id))
    generalExam = await insertExam(db, { exerciseCount: 4 })
  })
  afterAll(() => t.close())

  const masteryOf = async (viewer: FixtureUser | null, userId: string) => {
    const response = await call(viewer, 'GET', `/api/v1/users/${userId}/mastery`)
    return { status: response.statusCode, body: response.json<UserMasteryDto>() }
  }
  const classOf = async (viewer: FixtureUser | null, teacherId: string) => {
    const response = await call(viewer, 'GET', `/api/v1/users/${teacherId}/class-mastery`)
    return { status: response.statusCode, body: response.json<ClassMasteryDto>() }
  }
  /** Practice answers, one a minute from `start`, right or wrong as given (oldest first). */
  async function practise(user: FixtureUser, items: { id: string }[], outcomes: boolean[], start: Date) {
    for (const [i, correct] of outcomes.entries()) {
      const item = items[i % items.length]!
      await recordInteractiveAnswer(db, user.userId, item.id, correct, new Date(start.getTime() + i * MINUTE))
    }
  }
  const area = (mastery: UserMasteryDto, key: string) => mastery.areas.find((row) => row.key === key)

  it('lists every area, grammar topics by name then each school’s general exercises, not started at first', async () => {
    const student = await insertUser(db)
    const { status, body } = await masteryOf(student, student.userId)
    expect(status).toBe(200)
    expect(body.window).toBe(20)
    expect(body.areas).toEqual([
      {
        key: `topic:${conditionals.id}`,
        examType: 'GRAMMAR',
        materialTopicId: conditionals.id,
        examTarget: null,
        name: 'A Conditionals',
        answered: 0,
        recentAnswered: 0,
        recentCorrect: 0,
        level: 'NOT_STARTED',
      },
      expect.objectContaining({ key: `topic:${passive.id}`, name: 'B Passive Voice', level: 'NOT_STARTED' }),
      expect.objectContaining({
        key: 'general:ACADEMY',
        examType: 'GENERAL',
        materialTopicId: null,
        examTarget: 'ACADEMY',
        name: 'General · Academy',
        level: 'NOT_STARTED',
      }),
      expect.objectContaining({ key: 'general:CAMPINA', examTarget: 'CAMPINA', name: 'General · Campina' }),
    ])
  })

  it('counts practice answers and exam choices in their areas, each student apart', async () => {
    const student = await insertUser(db, { tokens: 5 })
    const classmate = await insertUser(db, { tokens: 5 })
    // Conditionals: 6 answers, 2 right → weak. Passive voice: 3 of 4 right → learning (too few for strong).
    await practise(
      student,
      conditionalItems,
      [false, true, false, false, true, false],
      new Date('2026-03-01T08:00:00Z'),
    )
    await practise(student, passiveItems, [true, true, false, true], new Date('2026-03-01T09:00:00Z'))
    // General (Academy) through an exam: 3 of 4 right.
    expect(
      (await call(student, 'POST', '/api/v1/attempts', submissionFor(generalExam, { correct: 3 })))
        .statusCode,
    ).toBe(201)
    // The classmate's answers count only for the classmate.
    await practise(
      classmate,
      conditionalItems,
      [true, true, true, true, true],
      new Date('2026-03-01T08:00:00Z'),
    )

    const { body } = await masteryOf(student, student.userId)
    expect(area(body, `topic:${conditionals.id}`)).toMatchObject({
      answered: 6,
      recentAnswered: 6,
      recentCorrect: 2,
      level: 'WEAK',
    })
    expect(area(body, `topic:${passive.id}`)).toMatchObject({
      answered: 4,
      recentAnswered: 4,
      recentCorrect: 3,
      level: 'LEARNING',
    })
    expect(area(body, 'general:ACADEMY')).toMatchObject({
      answered: 4,
      recentAnswered: 4,
      recentCorrect: 3,
      level: 'LEARNING',
    })
    expect(area(body, 'general:CAMPINA')).toMatchObject({ answered: 0, level: 'NOT_STARTED' })

    const classmateView = (await masteryOf(classmate, classmate.userId)).body
    expect(area(classmateView, `topic:${conditionals.id}`)).toMatchObject({
      answered: 5,
      recentCorrect: 5,
      level: 'LEARNING',
    })
  })

  it('takes the recent share over the latest 20 answers of an area, however they were given', async () => {
    const student = await insertUser(db, { tokens: 5 })
    // Ten old mistakes, then 20 right answers: the mistakes have left the window.
    await practise(
      student,
      conditionalItems,
      [...Array<boolean>(10).fill(false), ...Array<boolean>(20).fill(true)],
      new Date('2026-02-01T08:00:00Z'),
    )
    let conditionalsRow = area((await masteryOf(student, student.userId)).body, `topic:${conditionals.id}`)
    expect(conditionalsRow).toMatchObject({
      answered: 30,
      recentAnswered: 20,
      recentCorrect: 20,
      level: 'MASTERED',
    })

    // Two new mistakes: 18 of the latest 20 still make mastered; a third one does not (17 of 20 is strong).
    await practise(student, conditionalItems, [false, false], new Date('2026-02-02T08:00:00Z'))
    conditionalsRow = area((await masteryOf(student, student.userId)).body, `topic:${conditionals.id}`)
    expect(conditionalsRow).toMatchObject({
      answered: 32,
      recentAnswered: 20,
      recentCorrect: 18,
      level: 'MASTERED',
    })
    await practise(student, conditionalItems, [false], new Date('2026-02-03T08:00:00Z'))
    conditionalsRow = area((await masteryOf(student, student.userId)).body, `topic:${conditionals.id}`)
    expect(conditionalsRow).toMatchObject({
      answered: 33,
      recentAnswered: 20,
      recentCorrect: 17,
      level: 'STRONG',
    })
  })

  it('counts an exam’s choices as newer than the practice before it', async () => {
    const student = await insertUser(db, { tokens: 5 })
    // 20 wrong practice answers in general exercises long ago, then a whole exam right.
    await practise(
      student,
      [generalExam.exercises[0]!],
      Array<boolean>(20).fill(false),
      new Date('2026-01-01T08:00:00Z'),
    )
    expect((await call(student, 'POST', '/api/v1/attempts', submissionFor(generalExam))).statusCode).toBe(201)
    expect(area((await masteryOf(student, student.userId)).body, 'general:ACADEMY')).toMatchObject({
      answered: 24,
      recentAnswered: 20,
      recentCorrect: 4,
      level: 'WEAK',
    })
  })

  it('shows a user’s mastery to the user, their teacher and administrators only', async () => {
    const teacher = await insertUser(db)
    const student = await insertUser(db, { teacherId: teacher.userId })
    const other = await insertUser(db)
    const admin = await insertAdmin(db)
    await practise(student, passiveItems, [true, false], new Date('2026-03-01T08:00:00Z'))

    const own = await masteryOf(student, student.userId)
    expect(own.status).toBe(200)
    expect((await masteryOf(teacher, student.userId)).body).toEqual(own.body)
    expect((await masteryOf(admin, student.userId)).body).toEqual(own.body)
    expect((await masteryOf(other, student.userId)).status).toBe(403)
    expect((await masteryOf(null, student.userId)).status).toBe(401)
    // An unknown user: 404 for an administrator, 403 for anyone else (existence does not leak).
    expect((await masteryOf(admin, randomUUID())).status).toBe(404)
    expect((await masteryOf(other, randomUUID())).status).toBe(403)
  })

  describe('a teacher’s class', () => {
    it('gives pupils × areas, each pupil’s cells in the order of the areas, by name', async () => {
      const teacher = await insertUser(db)
      const zoe = await insertUser(db, { teacherId: teacher.userId, name: 'Zoe' })
      const ana = await insertUser(db, { teacherId: teacher.userId, name: 'Ana' })
      // Not this teacher's pupil.
      const stranger = await insertUser(db, { name: 'Stranger' })
      await practise(
        ana,
        conditionalItems,
        [false, false, false, true, false],
        new Date('2026-03-01T08:00:00Z'),
      )
      await practise(zoe, passiveItems, [true], new Date('2026-03-01T08:00:00Z'))
      await practise(stranger, passiveItems, [true], new Date('2026-03-01T08:00:00Z'))

      const { status, body } = await classOf(teacher, teacher.userId)
      expect(status).toBe(200)
      expect(body.window).toBe(20)
      expect(body.areas.map((a) => a.key)).toEqual([
        `topic:${conditionals.id}`,
        `topic:${passive.id}`,
        'general:ACADEMY',
        'general:CAMPINA',
      ])
      expect(body.pupils.map((pupil) => [pupil.id, pupil.name])).toEqual([
        [ana.userId, 'Ana'],
        [zoe.userId, 'Zoe'],
      ])
      const notStarted = { answered: 0, recentAnswered: 0, recentCorrect: 0, level: 'NOT_STARTED' }
      expect(body.pupils[0]!.cells).toEqual([
        { answered: 5, recentAnswered: 5, recentCorrect: 1, level: 'WEAK' },
        notStarted,
        notStarted,
        notStarted,
      ])
      expect(body.pupils[1]!.cells).toEqual([
        notStarted,
        { answered: 1, recentAnswered: 1, recentCorrect: 1, level: 'LEARNING' },
        notStarted,
        notStarted,
      ])
      // The same figures as each pupil's own mastery.
      const anasOwn = (await masteryOf(ana, ana.userId)).body
      expect(
        anasOwn.areas.map(({ answered, recentAnswered, recentCorrect, level }) => ({
          answered,
          recentAnswered,
          recentCorrect,
          level,
        })),
      ).toEqual(body.pupils[0]!.cells)
    })

    it('is empty for a teacher without pupils, and the teacher’s own (or an administrator’s) to see', async () => {
      const teacher = await insertUser(db)
      const pupil = await insertUser(db, { teacherId: teacher.userId })
      const admin = await insertAdmin(db)
      const lonely = await insertUser(db)

      expect((await classOf(lonely, lonely.userId)).body.pupils).toEqual([])
      expect((await classOf(admin, teacher.userId)).body.pupils.map((p) => p.id)).toEqual([pupil.userId])
      expect((await classOf(pupil, teacher.userId)).status).toBe(403)
      expect((await classOf(lonely, teacher.userId)).status).toBe(403)
      expect((await classOf(null, teacher.userId)).status).toBe(401)
    })
  })
})
