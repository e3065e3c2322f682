import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { exams as examsContract, PAGE_SIZE, seededShuffle } from '@grile/shared/contract'
import { exams, examExercises, users } from '../src/db/schema/index'
import type { SeedContent } from '../src/db/seed/seed-content'
import { seedExamAgeInDays } from '../src/db/seed/seed'
import { createTestApp, type TestApp } from './support/test-app'
import { expectProblem } from './support/problems'
import {
  correctFlagPaths,
  examIdBySlug,
  materialBySlug,
  recordAttempt,
  recordProgress,
  seedShippedContent,
} from './support/learning-fixtures'
import { type FixtureUser, insertAdmin, insertUser } from './support/fixtures'

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

async function post(url: string, body: unknown, user?: FixtureUser) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: user ? await t.authHeader(user) : {},
  })
}

function titlesOf(filter: (exam: SeedContent['exams'][number]) => boolean): string[] {
  return content.exams
    .filter(filter)
    .map((exam) => exam.title)
    .sort()
}

/** One syllabus: grammar is for both schools; general exams keep their school. */
function inSyllabusOf(examTarget: 'ACADEMY' | 'CAMPINA') {
  return (exam: SeedContent['exams'][number]) => exam.examTarget === examTarget || exam.examType === 'GRAMMAR'
}

/** The lesson topic of a seeded exam, as its exercises carry it. */
function topicOf(exam: SeedContent['exams'][number]): string | undefined {
  return content.materials.find((material) => material.slug === exam.material)?.topic
}

/** Every listed exam item for a query, across pages, in the catalogue's order. */
async function allItems(query: string, user: FixtureUser): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = []
  for (let page = 0; ; page++) {
    const body = (await get(`/api/v1/exams?pageNumber=${page}${query}`, user)).json()
    items.push(...body.content)
    if (page + 1 >= body.page.totalPages) break
  }
  return items
}

/** Every listed exam for a query, across pages. */
async function allTitles(query: string, user: FixtureUser): Promise<string[]> {
  const titles: string[] = []
  for (let page = 0; ; page++) {
    const response = await get(`/api/v1/exams?pageNumber=${page}${query}`, user)
    expect(response.statusCode).toBe(200)
    const body = examsContract.examPageSchema.parse(response.json())
    titles.push(...body.content.map((item) => item.title))
    if (page + 1 >= body.page.totalPages) break
  }
  return titles.sort()
}

describe('GET /v1/exams/count', () => {
  it('counts the catalogue for anyone', async () => {
    const response = await get('/api/v1/exams/count')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toBe(content.exams.length)
  })
})

describe('GET /v1/exams', () => {
  it('asks for a signed-in user', async () => {
    expectProblem(await get('/api/v1/exams'), 401)
  })

  it('pages the catalogue by 20, 0-based, mock papers first, then newest first', async () => {
    const user = await insertUser(t.database.db)
    const totalElements = content.exams.length
    const totalPages = Math.ceil(totalElements / PAGE_SIZE)
    expect(totalPages).toBeGreaterThanOrEqual(2)
    const first = (await get('/api/v1/exams', user)).json()
    expect(first.page).toEqual({ totalPages, number: 0, size: PAGE_SIZE, totalElements })
    expect(first.content).toHaveLength(PAGE_SIZE)
    expect(Object.keys(first.content[0]).sort()).toEqual([
      'canAttemptExam',
      'difficulty',
      'id',
      'latestGrade',
      'mockPaper',
      'new',
      'title',
    ])

    const second = (await get('/api/v1/exams?pageNumber=1', user)).json()
    expect(second.page).toEqual({ totalPages, number: 1, size: PAGE_SIZE, totalElements })
    expect(second.content).toHaveLength(Math.min(PAGE_SIZE, totalElements - PAGE_SIZE))
    const ids = new Set((await allItems('', user)).map((item) => item.id))
    expect(ids.size).toBe(totalElements)

    // Mock papers come first, then the recently published exams.
    const items = await allItems('', user)
    const mockPapers = content.exams.filter((exam) => exam.mockPaper).length
    expect(mockPapers).toBeGreaterThanOrEqual(16)
    expect(items.slice(0, mockPapers).every((item) => item.mockPaper)).toBe(true)
    const recent = content.exams.filter(
      (exam, index) => !exam.mockPaper && seedExamAgeInDays(index) < 30,
    ).length
    expect(recent).toBeGreaterThanOrEqual(2)
    expect(items.slice(mockPapers, mockPapers + recent).every((item) => item.new && !item.mockPaper)).toBe(
      true,
    )

    const beyond = (await get(`/api/v1/exams?pageNumber=${totalPages + 5}`, user)).json()
    expect(beyond).toEqual({
      content: [],
      page: { totalPages, number: totalPages + 5, size: PAGE_SIZE, totalElements },
    })
  })

  it('refuses malformed paging and filters with field errors', async () => {
    const user = await insertUser(t.database.db)
    for (const [query, field] of [
      ['pageNumber=-1', 'querystring.pageNumber'],
      ['pageNumber=one', 'querystring.pageNumber'],
      ['pageNumber=1.5', 'querystring.pageNumber'],
      ['pageNumber=100001', 'querystring.pageNumber'],
      ['examTarget=POLICE', 'querystring.examTarget'],
      ['examType=grammar', 'querystring.examType'],
      ['difficulty=EXTREME', 'querystring.difficulty'],
      ['onlyNotAttemptedByUser=yes', 'querystring.onlyNotAttemptedByUser'],
      ['materialId=42', 'querystring.materialId'],
      ['materialTopicId=x', 'querystring.materialTopicId'],
      ['userId=me', 'querystring.userId'],
    ] as const) {
      const response = await get(`/api/v1/exams?${query}`, user)
      expectProblem(response, 400)
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field)
    }
  })

  it('answers unknown material and topic ids with a field error', async () => {
    const user = await insertUser(t.database.db)
    const unknown = '00000000-0000-4000-8000-000000000000'
    const byMaterial = await get(`/api/v1/exams?materialId=${unknown}`, user)
    expectProblem(byMaterial, 400)
    expect(byMaterial.json().errors).toEqual([
      { field: 'query.materialId', message: expect.stringContaining(unknown) },
    ])
    const byTopic = await get(`/api/v1/exams?materialTopicId=${unknown}`, user)
    expectProblem(byTopic, 400)
    expect(byTopic.json().errors[0].field).toBe('query.materialTopicId')
  })

  it('filters by target (grammar belongs to both schools), type and difficulty, alone and together', async () => {
    const user = await insertUser(t.database.db)
    expect(await allTitles('&examTarget=CAMPINA', user)).toEqual(titlesOf(inSyllabusOf('CAMPINA')))
    expect(await allTitles('&examTarget=CAMPINA', user)).toContain('Conditionals')
    expect(await allTitles('&examTarget=ACADEMY', user)).toContain('Modal Verbs')
    expect(await allTitles('&examType=GRAMMAR', user)).toEqual(
      titlesOf((exam) => exam.examType === 'GRAMMAR'),
    )
    expect(await allTitles('&difficulty=HARD', user)).toEqual(titlesOf((exam) => exam.difficulty === 'HARD'))
    for (const examTarget of ['ACADEMY', 'CAMPINA'] as const) {
      for (const examType of ['GENERAL', 'GRAMMAR'] as const) {
        for (const difficulty of ['EASY', 'MEDIUM', 'HARD'] as const) {
          const ofSchool = titlesOf(
            (exam) =>
              exam.examTarget === examTarget && exam.examType === examType && exam.difficulty === difficulty,
          )
          expect(ofSchool.length).toBeGreaterThanOrEqual(2)
          const expected = titlesOf(
            (exam) =>
              inSyllabusOf(examTarget)(exam) && exam.examType === examType && exam.difficulty === difficulty,
          )
          expect(
            await allTitles(`&examTarget=${examTarget}&examType=${examType}&difficulty=${difficulty}`, user),
          ).toEqual(expected)
        }
      }
    }
  })

  it('filters by material and by the material’s topic', async () => {
    const user = await insertUser(t.database.db)
    const conditionals = await materialBySlug(t.database.db, 'conditionals')
    const conditionalsTopic = content.materials.find((material) => material.slug === 'conditionals')!.topic
    expect(await allTitles(`&materialId=${conditionals.id}`, user)).toEqual(
      titlesOf((exam) => exam.material === 'conditionals'),
    )
    expect(await allTitles(`&materialId=${conditionals.id}`, user)).toContain('Conditionals')
    expect(await allTitles(`&materialTopicId=${conditionals.topicId}`, user)).toEqual(
      titlesOf((exam) => topicOf(exam) === conditionalsTopic),
    )
    expect(await allTitles(`&materialTopicId=${conditionals.topicId}&examTarget=CAMPINA`, user)).toEqual(
      titlesOf((exam) => topicOf(exam) === conditionalsTopic && inSyllabusOf('CAMPINA')(exam)),
    )
  })

  it("shows the user's latest grade, NEW until attempted, and the not-attempted filter", async () => {
    const user = await insertUser(t.database.db)
    const ordered = [...content.exams].sort((a, b) => a.slug.localeCompare(b.slug))
    const recentSlugs = ordered.filter((_, index) => seedExamAgeInDays(index) < 30).map((exam) => exam.slug)
    expect(recentSlugs.length).toBeGreaterThanOrEqual(2)
    const recentId = await examIdBySlug(t.database.db, recentSlugs[0]!)
    const olderId = await examIdBySlug(t.database.db, 'grammar-conditionals')
    const someoneElse = await insertUser(t.database.db)
    await recordAttempt(t.database.db, user.userId, recentId, 9.5, new Date(Date.now() - 3_600_000))
    await recordAttempt(t.database.db, user.userId, recentId, 4, new Date(Date.now() - 60_000))
    await recordAttempt(t.database.db, user.userId, olderId, 7.3)
    await recordAttempt(t.database.db, someoneElse.userId, olderId, 2)

    const items = await allItems('', user)
    const byId = new Map(items.map((item) => [item.id, item]))
    expect(byId.get(recentId)).toMatchObject({ latestGrade: 4, new: false })
    expect(byId.get(olderId)).toMatchObject({ latestGrade: 7.3, new: false })
    for (const slug of recentSlugs.slice(1)) {
      expect(byId.get(await examIdBySlug(t.database.db, slug))).toMatchObject({
        new: true,
        latestGrade: null,
      })
    }
    expect(items.filter((item) => item.new)).toHaveLength(recentSlugs.length - 1)
    expect(items.filter((item) => item.latestGrade !== null)).toHaveLength(2)

    const notDone = await get('/api/v1/exams?onlyNotAttemptedByUser=true', user)
    expect(notDone.json().page.totalElements).toBe(content.exams.length - 2)
    const notDoneIds = (await allTitles('&onlyNotAttemptedByUser=true', user)).length
    expect(notDoneIds).toBe(content.exams.length - 2)
    // Another user's attempts do not count as this user's.
    expect(
      (await get('/api/v1/exams?onlyNotAttemptedByUser=true', someoneElse)).json().page.totalElements,
    ).toBe(content.exams.length - 1)
  })

  it('decides canAttemptExam from tokens and the customer-only flag', async () => {
    const customerOnly = new Set(titlesOf((exam) => exam.forCustomersOnly))
    expect(customerOnly.size).toBeGreaterThan(0)
    const canAttempt = async (user: FixtureUser) =>
      new Map(
        (await allItems('', user)).map((item) => [item.title as string, item.canAttemptExam as boolean]),
      )
    const nonCustomer = await canAttempt(await insertUser(t.database.db, { tokens: 3, customer: false }))
    for (const [title, allowed] of nonCustomer) expect(allowed).toBe(!customerOnly.has(title))
    const customer = await canAttempt(await insertUser(t.database.db, { tokens: 1, customer: true }))
    expect([...customer.values()].every(Boolean)).toBe(true)
    const broke = await canAttempt(await insertUser(t.database.db, { tokens: 0, customer: true }))
    expect([...broke.values()].some(Boolean)).toBe(false)
    // A signed-in user who has not signed up yet has no tokens.
    const stranger = await canAttempt({
      userId: '11111111-2222-4333-8444-555555555555',
      email: 'new@example.test',
      name: 'New User',
    })
    expect(stranger.size).toBe(new Set(content.exams.map((exam) => exam.title)).size)
    expect([...stranger.values()].some(Boolean)).toBe(false)
  })

  describe("another user's list (userId)", () => {
    let teacher: FixtureUser
    let pupil: FixtureUser
    let pupilExamId: string

    beforeAll(async () => {
      teacher = await insertUser(t.database.db, { tokens: 0 })
      pupil = await insertUser(t.database.db, { tokens: 5, customer: true, teacherId: teacher.userId })
      pupilExamId = await examIdBySlug(t.database.db, 'grammar-modal-verbs')
      await recordAttempt(t.database.db, pupil.userId, pupilExamId, 8.1)
    })

    it("is shown to the user's teacher, with the pupil's grades and permissions", async () => {
      const response = await get(
        `/api/v1/exams?userId=${pupil.userId}&examTarget=CAMPINA&examType=GRAMMAR`,
        teacher,
      )
      expect(response.statusCode).toBe(200)
      const modal = response.json().content.find((item: { id: string }) => item.id === pupilExamId)
      expect(modal).toMatchObject({ latestGrade: 8.1, canAttemptExam: true })
      const mine = (await get(`/api/v1/exams?examTarget=CAMPINA&examType=GRAMMAR`, teacher)).json()
      expect(mine.content.find((item: { id: string }) => item.id === pupilExamId)).toMatchObject({
        latestGrade: null,
        canAttemptExam: false,
      })
    })

    it('is shown to admins, and to the user passing their own id', async () => {
      const admin = await insertAdmin(t.database.db)
      expect((await get(`/api/v1/exams?userId=${pupil.userId}`, admin)).statusCode).toBe(200)
      expect((await get(`/api/v1/exams?userId=${pupil.userId}`, pupil)).statusCode).toBe(200)
    })

    it('is refused to anyone else, and to a former teacher', async () => {
      const other = await insertUser(t.database.db)
      expectProblem(await get(`/api/v1/exams?userId=${pupil.userId}`, other), 403)
      // The pupil is not the teacher's teacher.
      expectProblem(await get(`/api/v1/exams?userId=${teacher.userId}`, pupil), 403)
      const formerPupil = await insertUser(t.database.db, { teacherId: teacher.userId })
      await t.database.db.update(users).set({ teacherId: null }).where(eq(users.id, formerPupil.userId))
      expectProblem(await get(`/api/v1/exams?userId=${formerPupil.userId}`, teacher), 403)
    })

    it('answers an unknown user 404 to admins and 403 to others (existence does not leak)', async () => {
      const unknown = '00000000-0000-4000-8000-00000000abcd'
      expectProblem(await get(`/api/v1/exams?userId=${unknown}`, await insertAdmin(t.database.db)), 404)
      expectProblem(await get(`/api/v1/exams?userId=${unknown}`, teacher), 403)
    })
  })
})

describe('GET /v1/exams/{examId}', () => {
  let examId: string
  let customer: FixtureUser

  beforeAll(async () => {
    examId = await examIdBySlug(t.database.db, 'grammar-passive-voice')
    customer = await insertUser(t.database.db, { customer: true, tokens: 2 })
  })

  it('asks for a signed-in user and a well-formed id', async () => {
    expectProblem(await get(`/api/v1/exams/${examId}`), 401)
    const malformed = await get('/api/v1/exams/not-a-uuid', customer)
    expectProblem(malformed, 400)
    expect(malformed.json().errors[0].field).toBe('params.examId')
    expectProblem(await get(`/api/v1/exams/${examId}?stable=maybe`, customer), 400)
    expectProblem(await get('/api/v1/exams/00000000-0000-4000-8000-000000000000', customer), 404)
  })

  it('gives the 30 exercises in the order its seeds decide, without the correct answers', async () => {
    const response = await get(`/api/v1/exams/${examId}`, customer)
    expect(response.statusCode).toBe(200)
    const exam = examsContract.examSchema.parse(response.json())
    expect(exam).toMatchObject({
      id: examId,
      title: 'The Passive Voice',
      examTarget: 'CAMPINA',
      examType: 'GRAMMAR',
      difficulty: 'MEDIUM',
      forCustomersOnly: false,
      materialId: (await materialBySlug(t.database.db, 'passive-voice')).id,
      generated: false,
      canAttemptExam: true,
      withCorrectAnswers: false,
    })
    expect(exam.exercises).toHaveLength(30)
    expect(correctFlagPaths(response.json())).toEqual([])

    const canonical = examsContract.examSchema.parse(
      (await get(`/api/v1/exams/${examId}?stable=true`, customer)).json(),
    )
    const seeded = content.exams.find((candidate) => candidate.slug === 'grammar-passive-voice')!
    expect(canonical.exercises.map((exercise) => exercise.question)).toEqual(
      seeded.exercises.map((exercise) => exercise.question),
    )
    expect(canonical.exercises[0]!.answers.map((answer) => answer.text)).toEqual(seeded.exercises[0]!.answers)

    expect(exam.exercises.map((exercise) => exercise.id)).toEqual(
      seededShuffle(
        canonical.exercises.map((exercise) => exercise.id),
        exam.exercisesShuffleSeed,
      ),
    )
    const canonicalById = new Map(canonical.exercises.map((exercise) => [exercise.id, exercise]))
    for (const exercise of exam.exercises) {
      const canonicalAnswers = canonicalById.get(exercise.id)!.answers
      expect(exercise.answers).toEqual(seededShuffle(canonicalAnswers, exercise.answersShuffleSeed))
    }
  })

  it('shuffles with fresh seeds on every request', async () => {
    const first = (await get(`/api/v1/exams/${examId}`, customer)).json()
    const second = (await get(`/api/v1/exams/${examId}`, customer)).json()
    expect(first.exercisesShuffleSeed).not.toBe(second.exercisesShuffleSeed)
    expect(first.exercises.map((exercise: { id: string }) => exercise.id)).not.toEqual(
      second.exercises.map((exercise: { id: string }) => exercise.id),
    )
  })

  it('adds the correct answers only for an admin asking for the stable order', async () => {
    const admin = await insertAdmin(t.database.db)
    const shuffled = await get(`/api/v1/exams/${examId}`, admin)
    expect(correctFlagPaths(shuffled.json())).toEqual([])
    const response = await get(`/api/v1/exams/${examId}?stable=true`, admin)
    const exam = examsContract.examWithCorrectAnswersSchema.parse(response.json())
    expect(exam.withCorrectAnswers).toBe(true)
    const seeded = content.exams.find((candidate) => candidate.slug === 'grammar-passive-voice')!
    exam.exercises.forEach((exercise, index) => {
      expect(exercise.answers.filter((answer) => answer.correct)).toHaveLength(1)
      expect(exercise.answers.findIndex((answer) => answer.correct)).toBe(seeded.exercises[index]!.correct)
    })
  })

  it('lets a non-customer preview a customers-only exam without attempting it', async () => {
    const customerOnlyId = await examIdBySlug(t.database.db, 'grammar-reported-speech')
    const nonCustomer = await insertUser(t.database.db, { tokens: 5, customer: false })
    const preview = await get(`/api/v1/exams/${customerOnlyId}`, nonCustomer)
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toMatchObject({ forCustomersOnly: true, canAttemptExam: false })
    expect((await get(`/api/v1/exams/${customerOnlyId}`, customer)).json().canAttemptExam).toBe(true)
    const broke = await insertUser(t.database.db, { tokens: 0, customer: true })
    expect((await get(`/api/v1/exams/${examId}`, broke)).json().canAttemptExam).toBe(false)
  })
})

describe('POST /v1/exams/generate', () => {
  const spec = {
    examTarget: 'ACADEMY' as const,
    examType: 'GRAMMAR',
    difficulty: 'MEDIUM',
    materialTopicIds: [],
    onlyNotAttemptedByUser: false,
  }

  async function exerciseIdsOfSlugs(slugs: string[]): Promise<Set<string>> {
    const rows = await t.database.db
      .select({ id: examExercises.exerciseId })
      .from(examExercises)
      .innerJoin(exams, eq(exams.id, examExercises.examId))
      .where(inArray(exams.slug, slugs))
    return new Set(rows.map((row) => row.id))
  }

  /** The seeded exams whose exercises the spec draws from, optionally only those of one lesson's topic. */
  function matchingSpec(lessonSlug?: string) {
    const topic = content.materials.find((material) => material.slug === lessonSlug)?.topic
    return content.exams.filter(
      (candidate) =>
        inSyllabusOf(spec.examTarget)(candidate) &&
        candidate.examType === spec.examType &&
        candidate.difficulty === spec.difficulty &&
        (lessonSlug === undefined || topicOf(candidate) === topic),
    )
  }

  it('asks for a signed-in customer with tokens', async () => {
    expectProblem(await post('/api/v1/exams/generate', spec), 401)
    const nonCustomer = await post(
      '/api/v1/exams/generate',
      spec,
      await insertUser(t.database.db, { tokens: 10 }),
    )
    expectProblem(nonCustomer, 403)
    expect(nonCustomer.json().detail).toBe('This feature is available only for customers.')
    const broke = await post(
      '/api/v1/exams/generate',
      spec,
      await insertUser(t.database.db, { tokens: 0, customer: true }),
    )
    expectProblem(broke, 402)
    expect(broke.json().detail).toBe('This feature requires tokens.')
  })

  it('refuses a malformed spec with field errors', async () => {
    const customer = await insertUser(t.database.db, { customer: true })
    for (const [body, field] of [
      [{ ...spec, examTarget: undefined }, 'body.examTarget'],
      [{ ...spec, difficulty: 'VERY_HARD' }, 'body.difficulty'],
      [{ ...spec, materialTopicIds: ['nope'] }, 'body.materialTopicIds.0'],
      [{ ...spec, onlyNotAttemptedByUser: 'yes' }, 'body.onlyNotAttemptedByUser'],
    ] as const) {
      const response = await post('/api/v1/exams/generate', body, customer)
      expectProblem(response, 400)
      expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field)
    }
    const unknownTopic = await post(
      '/api/v1/exams/generate',
      { ...spec, materialTopicIds: ['00000000-0000-4000-8000-000000000000'] },
      customer,
    )
    expectProblem(unknownTopic, 400)
    expect(unknownTopic.json().errors[0].field).toBe('body.materialTopicIds')
  })

  it('builds a private 30-exercise exam from the matching bank, without spending tokens', async () => {
    const customer = await insertUser(t.database.db, { customer: true, tokens: 4 })
    const response = await post('/api/v1/exams/generate', spec, customer)
    expect(response.statusCode).toBe(201)
    const exam = examsContract.examSchema.parse(response.json())
    expect(correctFlagPaths(response.json())).toEqual([])
    expect(exam).toMatchObject({
      title: 'Generated Exam',
      examTarget: 'ACADEMY',
      examType: 'GRAMMAR',
      difficulty: 'MEDIUM',
      generated: true,
      canAttemptExam: true,
      materialId: null,
    })
    expect(new Set(exam.exercises.map((exercise) => exercise.id)).size).toBe(30)
    const matching = matchingSpec()
    const pool = await exerciseIdsOfSlugs(matching.map((candidate) => candidate.slug))
    expect(pool.size).toBe(matching.reduce((sum, candidate) => sum + candidate.exercises.length, 0))
    expect(exam.exercises.every((exercise) => pool.has(exercise.id))).toBe(true)
    expect(exam.exercises.every((exercise) => exercise.answers.length === 4)).toBe(true)

    const [row] = await t.database.db
      .select({ tokens: users.tokens })
      .from(users)
      .where(eq(users.id, customer.userId))
    expect(row?.tokens).toBe(4)

    // The owner may open it again; nobody else, not even an admin; it is never listed or counted.
    expect((await get(`/api/v1/exams/${exam.id}`, customer)).json()).toMatchObject({
      id: exam.id,
      generated: true,
    })
    expectProblem(
      await get(`/api/v1/exams/${exam.id}`, await insertUser(t.database.db, { customer: true })),
      404,
    )
    expectProblem(await get(`/api/v1/exams/${exam.id}`, await insertAdmin(t.database.db)), 404)
    expect((await get('/api/v1/exams/count')).json()).toBe(content.exams.length)
    expect(await allTitles('', customer)).not.toContain('Generated Exam')
  })

  it('keeps to the chosen topics for grammar, and ignores them for general exams', async () => {
    const customer = await insertUser(t.database.db, { customer: true })
    const conditionals = await materialBySlug(t.database.db, 'conditionals')
    const byTopic = await post(
      '/api/v1/exams/generate',
      { ...spec, materialTopicIds: [conditionals.topicId] },
      customer,
    )
    expect(byTopic.statusCode).toBe(201)
    const conditionalsPool = await exerciseIdsOfSlugs(
      matchingSpec('conditionals').map((candidate) => candidate.slug),
    )
    expect(conditionalsPool.size).toBeGreaterThanOrEqual(30)
    expect(
      byTopic.json().exercises.every((exercise: { id: string }) => conditionalsPool.has(exercise.id)),
    ).toBe(true)

    const general = await post(
      '/api/v1/exams/generate',
      { ...spec, examType: 'GENERAL', difficulty: 'HARD', materialTopicIds: [conditionals.topicId] },
      customer,
    )
    expect(general.statusCode).toBe(201)
    expect(general.json()).toMatchObject({ examType: 'GENERAL', difficulty: 'HARD' })
  })

  it('leaves out answered exercises on request, and answers 404 when fewer than 30 remain', async () => {
    const customer = await insertUser(t.database.db, { customer: true })
    const conditionals = await materialBySlug(t.database.db, 'conditionals')
    // Answering all but 29 of the topic's exercises leaves one short of an exam.
    const pool = [
      ...(await exerciseIdsOfSlugs(matchingSpec('conditionals').map((candidate) => candidate.slug))),
    ]
    for (const answered of pool.slice(0, pool.length - 29)) {
      await recordProgress(t.database.db, customer.userId, answered, {
        lastCorrect: true,
        lastAnsweredAt: new Date(),
      })
    }
    const body = { ...spec, materialTopicIds: [conditionals.topicId], onlyNotAttemptedByUser: true }
    const response = await post('/api/v1/exams/generate', body, customer)
    expectProblem(response, 404)
    expect(response.json().detail).toBe('No exam could be generated.')
    // Without the option the answered exercises may come back.
    expect(
      (await post('/api/v1/exams/generate', { ...body, onlyNotAttemptedByUser: false }, customer)).statusCode,
    ).toBe(201)
  })
})

describe('mock papers and reading texts', () => {
  /** The seeded exams an exercise id belongs to, by slug. */
  async function slugOfExercises(ids: string[]): Promise<Map<string, string>> {
    const rows = await t.database.db
      .select({ exerciseId: examExercises.exerciseId, slug: exams.slug })
      .from(examExercises)
      .innerJoin(exams, eq(exams.id, examExercises.examId))
      .where(and(inArray(examExercises.exerciseId, ids), isNotNull(exams.slug)))
    return new Map(rows.map((row) => [row.exerciseId, row.slug as string]))
  }

  it.each(['ACADEMY', 'CAMPINA'] as const)(
    'generates a mock paper for %s in the school format: grammar over many topics, the school’s own general items',
    async (examTarget) => {
      const customer = await insertUser(t.database.db, { customer: true, tokens: 2 })
      const response = await post(
        '/api/v1/exams/generate',
        { examTarget, examType: 'GRAMMAR', difficulty: 'HARD', materialTopicIds: [], mockPaper: true },
        customer,
      )
      expect(response.statusCode).toBe(201)
      const exam = examsContract.examSchema.parse(response.json())
      expect(exam).toMatchObject({
        title: 'Generated Exam',
        mockPaper: true,
        examTarget,
        examType: 'GENERAL',
        generated: true,
      })
      expect(new Set(exam.exercises.map((exercise) => exercise.id)).size).toBe(30)
      expect(exam.exercises.every((exercise) => exercise.passage === null)).toBe(true)

      const bySlug = new Map(content.exams.map((seeded) => [seeded.slug, seeded]))
      const sources = [
        ...(await slugOfExercises(exam.exercises.map((exercise) => exercise.id))).values(),
      ].map((slug) => bySlug.get(slug)!)
      const grammar = sources.filter((source) => source.examType === 'GRAMMAR')
      const general = sources.filter((source) => source.examType === 'GENERAL')
      expect(grammar).toHaveLength(18)
      expect(general).toHaveLength(12)
      expect(general.every((source) => source.examTarget === examTarget)).toBe(true)
      // At most two items per grammar topic, so the paper spreads over at least nine topics.
      expect(new Set(grammar.map((source) => source.material)).size).toBeGreaterThanOrEqual(9)
      const levels = examTarget === 'ACADEMY' ? ['MEDIUM', 'HARD'] : ['EASY', 'MEDIUM']
      expect(sources.every((source) => levels.includes(source.difficulty))).toBe(true)
    },
  )

  it('serves a reading text with each of its questions, the questions on one text together and in order', async () => {
    const user = await insertUser(t.database.db, { tokens: 3 })
    const seeded = content.exams.find((exam) => exam.slug === 'reading-texts-academy')!
    expect(seeded.passages.length).toBeGreaterThanOrEqual(6)
    const examId = await examIdBySlug(t.database.db, seeded.slug)
    for (let round = 0; round < 3; round++) {
      const exam = examsContract.examSchema.parse((await get(`/api/v1/exams/${examId}`, user)).json())
      const texts = exam.exercises.map((exercise) => exercise.passage?.title)
      expect(texts.every((title) => title !== undefined)).toBe(true)
      // Each text's questions form one block, in the order they were written.
      const blocks = texts.filter((title, i) => title !== texts[i - 1])
      expect(new Set(blocks).size).toBe(blocks.length)
      for (const passage of seeded.passages) {
        const written = seeded.exercises
          .filter((exercise) => exercise.passage === passage.key)
          .map((e) => e.question)
        const served = exam.exercises
          .filter((exercise) => exercise.passage?.title === passage.title)
          .map((e) => e.question)
        expect(served).toEqual(written)
        const text = exam.exercises.find((exercise) => exercise.passage?.title === passage.title)!.passage!
          .text
        expect(text).toBe(passage.text)
      }

      // The order seen is the order graded: the review shows every choice where it was seen.
      const submitted = await post(
        '/api/v1/attempts',
        {
          sessionId: crypto.randomUUID(),
          examId,
          exercisesShuffleSeed: exam.exercisesShuffleSeed,
          durationInSeconds: 1200,
          choices: exam.exercises.map((exercise) => ({
            answerId: exercise.answers[0]!.id,
            answersShuffleSeed: exercise.answersShuffleSeed,
          })),
        },
        user,
      )
      expect(submitted.statusCode).toBe(201)
      const review = (await get(`/api/v1/attempts/${submitted.json().id}`, user)).json()
      expect(review.choices.map((choice: { exercise: { id: string } }) => choice.exercise.id)).toEqual(
        exam.exercises.map((exercise) => exercise.id),
      )
      expect(review.choices[0].exercise.passage).toEqual(exam.exercises[0]!.passage)
    }
  })
})
