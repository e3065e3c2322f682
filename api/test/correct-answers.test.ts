import { z } from 'zod'
import { exams as examsContract, exercises as exercisesContract } from '@grile/shared/contract'
import { createTestApp, type TestApp } from './support/test-app'
import { correctFlagPaths, examIdBySlug, seedShippedContent } from './support/learning-fixtures'
import { type FixtureUser, insertAdmin, insertUser } from './support/fixtures'

/** Every property name a JSON schema can produce, however deeply nested. */
function propertyNames(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(propertyNames)
  if (!schema || typeof schema !== 'object') return []
  return Object.entries(schema).flatMap(([key, child]) =>
    key === 'properties' && child && typeof child === 'object'
      ? [...Object.keys(child), ...propertyNames(child)]
      : propertyNames(child),
  )
}

describe('schemas of answers sent before the user answered', () => {
  it.each([
    ['exam', examsContract.examSchema],
    ['generated exam', examsContract.generateExam.response],
    ['random exercise', exercisesContract.getRandomExercise.response],
    ['exercise of the day', exercisesContract.getExerciseOfTheDay.response],
  ])('%s has no correct field at all', (_name, schema) => {
    const names = propertyNames(z.toJSONSchema(schema))
    expect(names).toContain('answers')
    expect(names).not.toContain('correct')
  })

  it('the admin editor view is the one that has it', () => {
    expect(propertyNames(z.toJSONSchema(examsContract.examWithCorrectAnswersSchema))).toContain('correct')
  })
})

describe('responses never carry a correct flag before an answer', () => {
  let t: TestApp
  let examId: string
  let customerOnlyExamId: string
  let roles: Record<string, FixtureUser>

  beforeAll(async () => {
    t = await createTestApp()
    await seedShippedContent(t.database.db)
    examId = await examIdBySlug(t.database.db, 'general-academy-collocations')
    customerOnlyExamId = await examIdBySlug(t.database.db, 'general-campina-reading-comprehension')
    const teacher = await insertUser(t.database.db, { customer: true })
    roles = {
      customer: await insertUser(t.database.db, { customer: true, tokens: 5 }),
      'non-customer': await insertUser(t.database.db, { tokens: 5 }),
      'user without tokens': await insertUser(t.database.db, { tokens: 0 }),
      teacher,
      pupil: await insertUser(t.database.db, { teacherId: teacher.userId }),
      admin: await insertAdmin(t.database.db),
    }
  })
  afterAll(() => t.close())

  async function walk(url: string, user?: FixtureUser, method: 'GET' | 'POST' = 'GET', payload?: object) {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: user ? await t.authHeader(user) : {},
    })
    expect(response.statusCode).toBeLessThan(300)
    expect(response.body).not.toMatch(/"correct"\s*:/)
    return correctFlagPaths(response.json())
  }

  it.each(['customer', 'non-customer', 'user without tokens', 'teacher', 'pupil', 'admin'])(
    'as %s',
    async (role) => {
      const user = roles[role]!
      expect(await walk(`/api/v1/exams/${examId}`, user)).toEqual([])
      expect(await walk(`/api/v1/exams/${customerOnlyExamId}`, user)).toEqual([])
      expect(await walk(`/api/v1/exercises/random`, user)).toEqual([])
      expect(await walk(`/api/v1/exercises/random?examTarget=CAMPINA&examType=GRAMMAR`, user)).toEqual([])
      expect(await walk(`/api/v1/exercises/exercise-of-the-day`, user)).toEqual([])
      if (role !== 'admin') expect(await walk(`/api/v1/exams/${examId}?stable=true`, user)).toEqual([])
    },
  )

  it('for visitors and for a generated exam', async () => {
    expect(await walk('/api/v1/exercises/exercise-of-the-day')).toEqual([])
    const spec = {
      examTarget: 'CAMPINA',
      examType: 'GENERAL',
      difficulty: 'EASY',
      materialTopicIds: [],
      onlyNotAttemptedByUser: false,
    }
    const customer = roles.customer!
    expect(await walk('/api/v1/exams/generate', customer, 'POST', spec)).toEqual([])
  })

  it('while the admin editor (stable=true) does get them, so the walk would see a leak', async () => {
    const paths = await t.app
      .inject({
        method: 'GET',
        url: `/api/v1/exams/${examId}?stable=true`,
        headers: await t.authHeader(roles.admin!),
      })
      .then((response) => correctFlagPaths(response.json()))
    expect(paths).toHaveLength(120)
  })
})
