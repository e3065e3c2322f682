import { asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { exercises as exercisesContract, seededShuffle } from '@grile/shared/contract'
import { answers, examExercises, exams, exercises } from '../src/db/schema/index'
import { bucharestDay, createExerciseService } from '../src/services/exercise-service'
import type { SeedContent } from '../src/db/seed/seed-content'
import { createTestApp, type TestApp } from './support/test-app'
import { expectProblem } from './support/problems'
import {
  correctFlagPaths,
  materialBySlug,
  recordInteractiveAnswer,
  recordProgress,
  seedShippedContent,
} from './support/learning-fixtures'
import { type FixtureUser, insertUser } from './support/fixtures'

let t: TestApp
let content: SeedContent

beforeAll(async () => {
  t = await createTestApp()
  content = await seedShippedContent(t.database.db)
})
afterAll(() => t.close())

async function get(url: string, user?: FixtureUser) {
  return t.app.inject({ method: 'GET', url, headers: user ? await t.authHeader(user) : {} })
}

async function exerciseRow(id: string) {
  const [row] = await t.database.db.select().from(exercises).where(eq(exercises.id, id))
  if (!row) throw new Error(`No exercise ${id}`)
  return row
}

async function canonicalAnswers(exerciseId: string) {
  return t.database.db
    .select({ id: answers.id, text: answers.text })
    .from(answers)
    .where(eq(answers.exerciseId, exerciseId))
    .orderBy(asc(answers.position))
}

async function exerciseIdsOf(slug: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: examExercises.exerciseId })
    .from(examExercises)
    .innerJoin(exams, eq(exams.id, examExercises.examId))
    .where(eq(exams.slug, slug))
    .orderBy(asc(examExercises.position))
  return rows.map((row) => row.id)
}

describe('GET /v1/exercises/count', () => {
  it('counts the bank for anyone', async () => {
    const response = await get('/api/v1/exercises/count')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toBe(content.exams.reduce((sum, exam) => sum + exam.exercises.length, 0))
  })
})

describe('GET /v1/exercises/exercise-of-the-day', () => {
  it('is one open exercise, the same for visitors and users, never telling the right answer', async () => {
    const anonymous = await get('/api/v1/exercises/exercise-of-the-day')
    expect(anonymous.statusCode).toBe(200)
    const body = exercisesContract.exerciseOfTheDaySchema.parse(anonymous.json())
    expect(correctFlagPaths(anonymous.json())).toEqual([])
    expect(body.exercise.canAttemptExercise).toBe(false)
    expect((await exerciseRow(body.exercise.id)).forCustomersOnly).toBe(false)
    expect(body.exercise.answers).toEqual(
      seededShuffle(await canonicalAnswers(body.exercise.id), body.exercise.answersShuffleSeed),
    )

    const user = await insertUser(t.database.db, { tokens: 1 })
    const signedIn = (await get('/api/v1/exercises/exercise-of-the-day', user)).json()
    expect(signedIn.exercise.id).toBe(body.exercise.id)
    expect(signedIn.exercise.answers).toEqual(body.exercise.answers)
    expect(signedIn.exercise.canAttemptExercise).toBe(true)
  })

  it("counts today's interactive answers to it", async () => {
    const today = (await get('/api/v1/exercises/exercise-of-the-day')).json()
    const user = await insertUser(t.database.db)
    const before = { successful: today.successfulCount, failed: today.failedCount }
    const otherId = (await exerciseIdsOf('grammar-modal-verbs')).find((id) => id !== today.exercise.id)!
    await recordInteractiveAnswer(t.database.db, user.userId, today.exercise.id, true, new Date())
    await recordInteractiveAnswer(t.database.db, user.userId, today.exercise.id, true, new Date())
    await recordInteractiveAnswer(t.database.db, user.userId, today.exercise.id, false, new Date())
    await recordInteractiveAnswer(
      t.database.db,
      user.userId,
      today.exercise.id,
      true,
      new Date(Date.now() - 2 * 86_400_000),
    )
    await recordInteractiveAnswer(t.database.db, user.userId, otherId, false, new Date())
    const after = (await get('/api/v1/exercises/exercise-of-the-day')).json()
    expect(after.exercise.id).toBe(today.exercise.id)
    expect(after.successfulCount).toBe(before.successful + 2)
    expect(after.failedCount).toBe(before.failed + 1)
  })

  it('tells a signed-in user whether they may answer it', async () => {
    const canAnswer = async (options: Parameters<typeof insertUser>[1]) =>
      (await get('/api/v1/exercises/exercise-of-the-day', await insertUser(t.database.db, options))).json()
        .exercise.canAttemptExercise
    expect(await canAnswer({ tokens: 0, interactiveAttemptsLeftInToken: 0 })).toBe(false)
    expect(await canAnswer({ tokens: 0, interactiveAttemptsLeftInToken: 12 })).toBe(true)
    expect(await canAnswer({ tokens: 2, customer: false })).toBe(true)
  })

  it('ignores a bad token on this public call', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/exercises/exercise-of-the-day',
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().exercise.canAttemptExercise).toBe(false)
  })
})

describe('the exercise of the day, by the Bucharest calendar', () => {
  it('names the day in Bucharest, not in UTC', () => {
    // UTC+2 in winter, UTC+3 in summer.
    expect(bucharestDay(new Date('2026-03-10T21:59:00Z'))).toBe('2026-03-10')
    expect(bucharestDay(new Date('2026-03-10T22:01:00Z'))).toBe('2026-03-11')
    expect(bucharestDay(new Date('2026-07-10T20:59:00Z'))).toBe('2026-07-10')
    expect(bucharestDay(new Date('2026-07-10T21:01:00Z'))).toBe('2026-07-11')
  })

  it('keeps one exercise for the whole day, changes with the day, and counts only that day', async () => {
    let clock = new Date('2026-03-11T06:00:00Z')
    const service = createExerciseService(t.database.db, { now: () => clock })
    const morning = await service.exerciseOfTheDay(undefined)
    clock = new Date('2026-03-11T21:30:00Z') // 23:30 in Bucharest, same day
    const evening = await service.exerciseOfTheDay(undefined)
    expect(evening.exercise.id).toBe(morning.exercise.id)
    expect(evening.exercise.answersShuffleSeed).toBe(morning.exercise.answersShuffleSeed)

    const picks = new Set<string>()
    for (let day = 1; day <= 8; day++) {
      clock = new Date(`2026-04-0${day}T10:00:00Z`)
      picks.add((await service.exerciseOfTheDay(undefined)).exercise.id)
    }
    expect(picks.size).toBeGreaterThan(1)

    // Over a year of days, never a question on a reading text (they are about 4% of the open exercises).
    const onReadingText = new Set(
      (
        await t.database.db.select({ id: exercises.id }).from(exercises).where(isNotNull(exercises.passageId))
      ).map((row) => row.id),
    )
    expect(onReadingText.size).toBeGreaterThanOrEqual(60)
    for (let day = 0; day < 365; day++) {
      clock = new Date(Date.UTC(2026, 0, 1 + day, 10))
      expect(onReadingText.has((await service.exerciseOfTheDay(undefined)).exercise.id)).toBe(false)
    }

    // 00:10 on 11 March in Bucharest is 22:10 UTC on the 10th; 23:50 on the 10th is 21:50 UTC.
    const user = await insertUser(t.database.db)
    const id = morning.exercise.id
    await recordInteractiveAnswer(t.database.db, user.userId, id, true, new Date('2026-03-10T22:10:00Z'))
    await recordInteractiveAnswer(t.database.db, user.userId, id, false, new Date('2026-03-11T21:55:00Z'))
    await recordInteractiveAnswer(t.database.db, user.userId, id, true, new Date('2026-03-10T21:50:00Z'))
    await recordInteractiveAnswer(t.database.db, user.userId, id, false, new Date('2026-03-11T22:05:00Z'))
    clock = new Date('2026-03-11T12:00:00Z')
    const counted = await service.exerciseOfTheDay(user.userId)
    expect(counted).toMatchObject({ successfulCount: 1, failedCount: 1 })
  })
})

describe('GET /v1/exercises/random', () => {
  let customer: FixtureUser
  let nonCustomer: FixtureUser

  beforeAll(async () => {
    customer = await insertUser(t.database.db, { customer: true, tokens: 3 })
    nonCustomer = await insertUser(t.database.db, { customer: false, tokens: 3 })
  })

  async function draw(query: string, user: FixtureUser, times: number) {
    const picked = []
    for (let i = 0; i < times; i++) {
      const response = await get(`/api/v1/exercises/random${query}`, user)
      expect(response.statusCode).toBe(200)
      expect(correctFlagPaths(response.json())).toEqual([])
      picked.push(exercisesContract.exerciseSchema.parse(response.json()))
    }
    return picked
  }

  it('asks for a signed-in user', async () => {
    expectProblem(await get('/api/v1/exercises/random'), 401)
  })

  it('refuses malformed filters with field errors', async () => {
    for (const [query, field] of [
      ['examTarget=academy', 'querystring.examTarget'],
      ['examType=ALL', 'querystring.examType'],
      ['difficulty=IMPOSSIBLE', 'querystring.difficulty'],
      ['materialTopicId=12', 'querystring.materialTopicId'],
      ['onlyMistakes=1', 'querystring.onlyMistakes'],
      ['materialTopicIds=12', 'querystring.materialTopicIds'],
      [
        `materialTopicIds=${'00000000-0000-4000-8000-000000000000'}&materialTopicIds=12`,
        'querystring.materialTopicIds.1',
      ],
      ['onlyNotAttemptedByUser=yes', 'querystring.onlyNotAttemptedByUser'],
      ['dueForReview=on', 'querystring.dueForReview'],
    ] as const) {
      const response = await get(`/api/v1/exercises/random?${query}`, customer)
      expectProblem(response, 400)
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field)
    }
    const unknownTopic = await get(
      '/api/v1/exercises/random?materialTopicId=00000000-0000-4000-8000-000000000000',
      customer,
    )
    expectProblem(unknownTopic, 400)
    expect(unknownTopic.json().errors[0].field).toBe('query.materialTopicId')
    const prepositions = (await materialBySlug(t.database.db, 'prepositions')).topicId
    const unknownInList = await get(
      `/api/v1/exercises/random?materialTopicIds=${prepositions}&materialTopicIds=00000000-0000-4000-8000-000000000000`,
      customer,
    )
    expectProblem(unknownInList, 400)
    expect(unknownInList.json().errors[0].field).toBe('query.materialTopicIds')
    const tooMany = Array.from({ length: 51 }, () => `materialTopicIds=${prepositions}`).join('&')
    expectProblem(await get(`/api/v1/exercises/random?${tooMany}`, customer), 400)
  })

  it("takes the generation spec's query: topics repeated without indexes, only exercises never attempted", async () => {
    const user = await insertUser(t.database.db, { customer: true })
    const topics = [
      (await materialBySlug(t.database.db, 'prepositions')).topicId,
      (await materialBySlug(t.database.db, 'conditionals')).topicId,
    ]
    const spec = `examTarget=ACADEMY&examType=GRAMMAR&materialTopicIds=${topics[0]}&materialTopicIds=${topics[1]}`
    const seen = new Set<string>()
    for (const exercise of await draw(`?${spec}`, user, 24)) {
      const row = await exerciseRow(exercise.id)
      expect(row.examType).toBe('GRAMMAR')
      expect(topics).toContain(row.materialTopicId)
      seen.add(row.materialTopicId!)
    }
    expect(seen.size).toBe(2)
    // One value is a list of one.
    for (const exercise of await draw(`?materialTopicIds=${topics[0]}`, user, 4)) {
      expect((await exerciseRow(exercise.id)).materialTopicId).toBe(topics[0])
    }

    // Everything on the topic but two exercises answered long ago: only those two are drawn.
    const pool = (
      await t.database.db
        .select({ id: exercises.id })
        .from(exercises)
        .where(eq(exercises.materialTopicId, topics[1]!))
    ).map((row) => row.id)
    const fresh = new Set(pool.slice(0, 2))
    for (const id of pool.slice(2)) {
      await recordProgress(t.database.db, user.userId, id, {
        lastCorrect: true,
        lastAnsweredAt: new Date('2025-01-01'),
      })
    }
    const picked = await draw(`?materialTopicIds=${topics[1]}&onlyNotAttemptedByUser=true`, user, 8)
    expect(picked.every((exercise) => fresh.has(exercise.id))).toBe(true)
    expect((await draw(`?materialTopicIds=${topics[1]}`, user, 1)).length).toBe(1)
  })

  it('gives a customer exercises matching every filter, answers in the seeded order', async () => {
    for (const exercise of await draw(
      '?examTarget=CAMPINA&examType=GENERAL&difficulty=MEDIUM',
      customer,
      12,
    )) {
      expect(await exerciseRow(exercise.id)).toMatchObject({
        examTarget: 'CAMPINA',
        examType: 'GENERAL',
        difficulty: 'MEDIUM',
      })
    }
    // Grammar belongs to both schools' syllabus: a Câmpina candidate also draws grammar written for the Academy.
    const grammar = await draw('?examTarget=CAMPINA&examType=GRAMMAR&difficulty=HARD', customer, 30)
    const targets = new Set<string>()
    for (const exercise of grammar) {
      const row = await exerciseRow(exercise.id)
      expect(row).toMatchObject({ examType: 'GRAMMAR', difficulty: 'HARD' })
      targets.add(row.examTarget)
      expect(exercise.answers).toEqual(
        seededShuffle(await canonicalAnswers(exercise.id), exercise.answersShuffleSeed),
      )
      expect(exercise.canAttemptExercise).toBe(true)
    }
    expect([...targets].sort()).toEqual(['ACADEMY', 'CAMPINA'])
    const topic = (await materialBySlug(t.database.db, 'prepositions')).topicId
    for (const exercise of await draw(`?materialTopicId=${topic}`, customer, 8)) {
      expect((await exerciseRow(exercise.id)).materialTopicId).toBe(topic)
    }
  })

  it('gives a non-customer only open exercises, filtered by target alone (its general items, all grammar)', async () => {
    const picked = await draw('?examTarget=CAMPINA&examType=GRAMMAR&difficulty=HARD', nonCustomer, 30)
    const rows = await t.database.db
      .select()
      .from(exercises)
      .where(
        inArray(
          exercises.id,
          picked.map((exercise) => exercise.id),
        ),
      )
    expect(
      rows.every(
        (row) => (row.examTarget === 'CAMPINA' || row.examType === 'GRAMMAR') && !row.forCustomersOnly,
      ),
    ).toBe(true)
    // The type and difficulty filters do not apply to them (open CAMPINA GRAMMAR HARD is a small share of open CAMPINA).
    expect(rows.some((row) => row.examType !== 'GRAMMAR' || row.difficulty !== 'HARD')).toBe(true)
    expect(picked.every((exercise) => exercise.canAttemptExercise)).toBe(true)
  })

  it("avoids the user's most recently answered exercises", async () => {
    const user = await insertUser(t.database.db, { customer: true })
    const topic = (await materialBySlug(t.database.db, 'conditionals')).topicId
    const conditionals = await exerciseIdsOf('grammar-conditionals')
    // Other exams may share the topic: any of their exercises is a fair draw too.
    const pool = (
      await t.database.db
        .select({ id: exercises.id })
        .from(exercises)
        .where(eq(exercises.materialTopicId, topic))
    ).map((row) => row.id)
    const recent = new Set(conditionals.slice(0, 15))
    for (const [index, id] of conditionals.slice(0, 15).entries()) {
      await recordProgress(t.database.db, user.userId, id, {
        lastCorrect: true,
        lastAnsweredAt: new Date(Date.now() - index * 1000),
      })
    }
    // Long ago: these may come back.
    await recordProgress(t.database.db, user.userId, conditionals[20]!, {
      lastCorrect: true,
      lastAnsweredAt: new Date('2025-01-01'),
    })
    const picked = await draw(`?materialTopicId=${topic}`, user, 20)
    expect(picked.every((exercise) => pool.includes(exercise.id) && !recent.has(exercise.id))).toBe(true)
  })

  it('practises the mistakes only on request, the latest one last', async () => {
    const user = await insertUser(t.database.db, { customer: true })
    const pool = await exerciseIdsOf('grammar-prepositions')
    const [older, old, latest] = [pool[3]!, pool[4]!, pool[5]!]
    await recordProgress(t.database.db, user.userId, older, {
      lastCorrect: false,
      lastAnsweredAt: new Date(Date.now() - 30_000),
    })
    await recordProgress(t.database.db, user.userId, old, {
      lastCorrect: false,
      lastAnsweredAt: new Date(Date.now() - 20_000),
    })
    await recordProgress(t.database.db, user.userId, latest, {
      lastCorrect: false,
      lastAnsweredAt: new Date(Date.now() - 10_000),
    })
    await recordProgress(t.database.db, user.userId, pool[6]!, {
      lastCorrect: true,
      lastAnsweredAt: new Date(Date.now() - 50_000),
    })
    const picked = new Set((await draw('?onlyMistakes=true', user, 16)).map((exercise) => exercise.id))
    expect(picked).toEqual(new Set([older, old]))

    expectProblem(
      await get(
        '/api/v1/exercises/random?onlyMistakes=true',
        await insertUser(t.database.db, { customer: true }),
      ),
      404,
    )
  })

  it('answers 404 when nothing matches', async () => {
    const response = await get('/api/v1/exercises/random?onlyMistakes=true&examTarget=CAMPINA', customer)
    expectProblem(response, 404)
    expect(response.json().detail).toBe('No exercise could be found. Please change the filter!')
  })

  it('tells whether the user may answer it', async () => {
    const broke = await insertUser(t.database.db, { tokens: 0, interactiveAttemptsLeftInToken: 0 })
    expect((await draw('', broke, 1))[0]!.canAttemptExercise).toBe(false)
    const stranger = {
      userId: '21111111-2222-4333-8444-555555555555',
      email: 'stranger@example.test',
      name: 'Stranger',
    }
    const [forStranger] = await draw('', stranger, 1)
    expect(forStranger!.canAttemptExercise).toBe(false)
  })
})
