import { randomUUID } from 'node:crypto'
import { channel } from 'node:diagnostics_channel'
import { eq, getTableName, is, sql, Table } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import * as api from '@grile/shared/contract'
import type { Endpoint } from '@grile/shared/contract'
import type { Database } from '../../src/db/client'
import * as schema from '../../src/db/schema/index'
import {
  attempts,
  choices,
  interactiveAttempts,
  purchases,
  vouchersByIstoricescu,
} from '../../src/db/schema/index'
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
import { createMaterial, createOffer, createTopic, examText } from '../support/commerce-fixtures'
import { createReleaseRegistry } from '../../src/services/release-registry'
import { expectProblem } from '../support/problems'

/**
 * Who may call what, for every call of the contract: a table of expected outcomes per role, each cell
 * one real request. Roles are seen from one user, the owner: the owner themself, another user, the
 * owner's teacher, an administrator, and an anonymous visitor.
 */

type Role = 'anonymous' | 'owner' | 'other' | 'teacher' | 'admin'
const roles: Role[] = ['anonymous', 'owner', 'other', 'teacher', 'admin']
/** 'ok' is any 2xx answer; 404 where the call does not even confirm that what it names exists. */
type Outcome = 'ok' | 401 | 403 | 404
type Expected = Record<Role, Outcome>

/** Public: anyone, signed in or not. */
const everyone: Expected = { anonymous: 'ok', owner: 'ok', other: 'ok', teacher: 'ok', admin: 'ok' }
/** Any signed-in user: the call reads or changes the caller's own data, or content every user sees. */
const signedIn: Expected = { anonymous: 401, owner: 'ok', other: 'ok', teacher: 'ok', admin: 'ok' }
/**
 * The owner's learning data: the owner, their teacher and admins read it
 * (docs/product-rules.md#reading-another-users-data).
 */
const ownerTeacherAdmin: Expected = { anonymous: 401, owner: 'ok', other: 403, teacher: 'ok', admin: 'ok' }
const ownerOrAdmin: Expected = { anonymous: 401, owner: 'ok', other: 403, teacher: 403, admin: 'ok' }
const ownerOnly: Expected = { anonymous: 401, owner: 'ok', other: 403, teacher: 403, admin: 403 }
const adminOnly: Expected = { anonymous: 401, owner: 403, other: 403, teacher: 403, admin: 'ok' }
/** Bearer tokens do not open the partner's call: only its x-api-key does (tested apart below). */
const partnerKeyOnly: Expected = { anonymous: 401, owner: 401, other: 401, teacher: 401, admin: 401 }

/** What the rows call with: users with a teacher and a pupil, and something of each kind the owner has. */
interface World {
  owner: FixtureUser
  /** The owner's teacher. */
  teacher: FixtureUser
  /** The owner's own pupil (the owner is a teacher too). */
  pupil: FixtureUser
  other: FixtureUser
  admin: FixtureUser
  /** A catalogue exam every user may attempt. */
  exam: FixtureExam
  /** An exam the admin rows edit, apart from the one the others attempt. */
  editableExam: FixtureExam
  /** The owner's generated (private) exam. */
  generatedExamId: string
  attemptId: string
  choiceId: string
  interactiveAttemptId: string
  topicId: string
  materialId: string
  offerId: string
  /** The owner's purchase. */
  purchaseSessionId: string
  /** An unclaimed partner voucher (the claim rows get their own). */
  voucherByIstoricescuId: string
  /** A registered release of mfe_admin (the release rows get their own). */
  releaseId: string
}

interface Row {
  endpoint: Endpoint
  /** What sets this row apart when a call has several (the same call read for oneself or for another). */
  about?: string
  params?: (w: World) => Record<string, string>
  query?: (w: World) => Record<string, string>
  /** A valid body, so that an 'ok' is really reachable. */
  body?: (w: World) => unknown
  /** A text/html body (lesson content) instead of JSON. */
  html?: string
  expected: Expected
  /** Calls that change or use up what they name get their own per request, so the world stays as built. */
  prepare?: (w: World, db: Database) => Promise<World>
}

const owner = (w: World) => ({ userId: w.owner.userId })
const material = (w: World) => ({ materialId: w.materialId })
const attempt = (w: World) => ({ attemptId: w.attemptId })
const choice = (w: World) => ({ choiceId: w.choiceId })

/** A partner voucher no one has claimed yet. */
async function newVoucher(db: Database): Promise<string> {
  const [voucher] = await db
    .insert(vouchersByIstoricescu)
    .values({ tokens: 3 })
    .returning({ id: vouchersByIstoricescu.id })
  return voucher!.id
}

/** A release of mfe_admin no one has registered yet (nothing loads from mfe_admin: no gate refuses it). */
function newRelease() {
  const release = `2026.11.25-${randomUUID().replace(/-/g, '').slice(0, 12)}`
  return { remote: 'mfe_admin', release, manifestUrl: `/releases/mfe_admin/${release}/mf-manifest.json` }
}

/** A registered release of mfe_admin, promoted (live) or not, as an administrator left it. */
async function registeredRelease(db: Database, promoted: boolean): Promise<string> {
  const registry = createReleaseRegistry(db)
  const { release } = await registry.register(
    { ...newRelease(), requiredShared: {}, providedShared: {}, exposes: [], loads: [] },
    'access-matrix',
  )
  if (promoted) await registry.promote('mfe_admin', release, 'access-matrix')
  return release
}

const rows: Row[] = [
  // Health and counts: the public pages show them.
  { endpoint: api.health.getHealth, expected: everyone },
  { endpoint: api.exams.getExamsCount, expected: everyone },
  { endpoint: api.exercises.getExercisesCount, expected: everyone },
  { endpoint: api.exercises.getExerciseOfTheDay, expected: everyone },
  { endpoint: api.offers.getOffers, query: () => ({ offerItemType: 'TOKEN' }), expected: everyone },

  // Users: the identity's own profile.
  { endpoint: api.users.signInUp, expected: signedIn },
  { endpoint: api.users.getUser, params: owner, expected: ownerOrAdmin },
  { endpoint: api.users.getRatingRank, params: owner, expected: ownerTeacherAdmin },
  { endpoint: api.users.getDueReviewCount, params: owner, expected: ownerTeacherAdmin },
  { endpoint: api.users.getMastery, params: owner, expected: ownerTeacherAdmin },
  {
    endpoint: api.users.updateName,
    params: owner,
    body: () => ({ name: 'New Name' }),
    expected: ownerOrAdmin,
  },
  // Assigning the teacher the owner already has: the relationship the other rows rely on stays.
  { endpoint: api.users.assignTeacher, params: owner, body: (w) => w.teacher.userId, expected: ownerOnly },
  {
    endpoint: api.users.removeTeacher,
    params: owner,
    // The pupil or the pupil's teacher (docs/product-rules.md#teacher-and-pupils).
    expected: { anonymous: 401, owner: 'ok', other: 403, teacher: 'ok', admin: 403 },
    prepare: async (w, db) => {
      const teacher = await insertUser(db)
      return { ...w, teacher, owner: await insertUser(db, { teacherId: teacher.userId }) }
    },
  },
  { endpoint: api.users.getPupils, params: owner, expected: ownerOrAdmin },
  {
    endpoint: api.users.getPupil,
    params: (w) => ({ userId: w.owner.userId, pupilUserId: w.pupil.userId }),
    expected: ownerOrAdmin,
  },
  // The class grid (pupils × areas) is the teacher's own, as the pupils list is.
  { endpoint: api.users.getClassMastery, params: owner, expected: ownerOrAdmin },

  // Exams.
  { endpoint: api.exams.getExams, about: 'own list', expected: signedIn },
  { endpoint: api.exams.getExams, about: "the owner's grades", query: owner, expected: ownerTeacherAdmin },
  {
    endpoint: api.exams.getExam,
    about: 'catalogue exam',
    params: (w) => ({ examId: w.exam.id }),
    expected: signedIn,
  },
  {
    endpoint: api.exams.getExam,
    about: "the owner's generated exam",
    params: (w) => ({ examId: w.generatedExamId }),
    // Private: answered as if it did not exist, to admins too.
    expected: { anonymous: 401, owner: 'ok', other: 404, teacher: 404, admin: 404 },
  },
  {
    endpoint: api.exams.generateExam,
    body: () => ({ examTarget: 'ACADEMY', examType: 'GENERAL', difficulty: 'MEDIUM' }),
    expected: signedIn,
  },

  // Exercises.
  { endpoint: api.exercises.getRandomExercise, expected: signedIn },
  {
    endpoint: api.exercises.getRandomExercise,
    about: 'due reviews first',
    query: () => ({ dueForReview: 'true' }),
    expected: signedIn,
  },

  // Attempts and their reviews.
  { endpoint: api.attempts.createAttempt, body: (w) => submissionFor(w.exam), expected: signedIn },
  { endpoint: api.attempts.getAttempts, about: 'own list', expected: signedIn },
  {
    endpoint: api.attempts.getAttempts,
    about: "the owner's attempts",
    query: owner,
    expected: ownerTeacherAdmin,
  },
  { endpoint: api.attempts.getAttempt, params: attempt, expected: ownerTeacherAdmin },
  { endpoint: api.attempts.flagAttemptForReview, params: attempt, expected: ownerOnly },
  { endpoint: api.attempts.completeAttemptReview, params: attempt, expected: ownerOnly },
  { endpoint: api.attempts.unflagAttemptForReview, params: attempt, expected: ownerOnly },
  { endpoint: api.choices.flagChoiceForReview, params: choice, expected: ownerOnly },
  { endpoint: api.choices.unflagChoiceForReview, params: choice, expected: ownerOnly },
  { endpoint: api.explanations.getChoiceExplanation, params: choice, expected: ownerTeacherAdmin },

  // Interactive practice.
  { endpoint: api.interactiveAttempts.getInteractiveAttempts, expected: signedIn },
  {
    endpoint: api.interactiveAttempts.createInteractiveAttempt,
    body: (w) => ({
      answerId: w.exam.exercises[0]!.correctAnswerId,
      answersShuffleSeed: 3,
      sessionId: randomUUID(),
    }),
    expected: signedIn,
  },
  {
    endpoint: api.explanations.getInteractiveAttemptExplanation,
    params: (w) => ({ interactiveAttemptId: w.interactiveAttemptId }),
    expected: ownerTeacherAdmin,
  },

  // Materials.
  { endpoint: api.materials.getMaterialTopics, expected: signedIn },
  { endpoint: api.materials.getMaterials, about: 'own study marks', expected: signedIn },
  {
    endpoint: api.materials.getMaterials,
    about: "the owner's study marks",
    query: owner,
    expected: ownerTeacherAdmin,
  },
  { endpoint: api.materials.getMaterial, params: material, expected: signedIn },
  { endpoint: api.materials.getMaterialContent, params: material, expected: signedIn },
  { endpoint: api.materials.studyMaterial, params: material, expected: signedIn },
  { endpoint: api.materials.unstudyMaterial, params: material, expected: signedIn },
  {
    endpoint: api.materials.createMaterial,
    body: (w) => ({ title: 'A new lesson', materialTopicId: w.topicId }),
    expected: adminOnly,
  },
  {
    endpoint: api.materials.updateMaterial,
    params: material,
    body: (w) => ({ title: 'The same lesson', materialTopicId: w.topicId }),
    expected: adminOnly,
  },
  {
    endpoint: api.materials.putMaterialContent,
    params: material,
    html: '<p>Edited lesson</p>',
    expected: adminOnly,
  },
  {
    endpoint: api.materials.deleteMaterial,
    params: material,
    expected: adminOnly,
    prepare: async (w, db) => ({ ...w, materialId: (await createMaterial(db, { topicId: w.topicId })).id }),
  },

  // Buying, purchases, vouchers.
  { endpoint: api.offers.buyOffer, params: (w) => ({ offerId: w.offerId }), expected: signedIn },
  { endpoint: api.purchases.getPurchases, about: 'own purchases', expected: signedIn },
  {
    endpoint: api.purchases.getPurchases,
    about: "the owner's purchases",
    query: owner,
    expected: ownerOrAdmin,
  },
  {
    endpoint: api.purchases.getPurchase,
    params: (w) => ({ sessionId: w.purchaseSessionId }),
    // A session id is not confirmed to anyone but its buyer and admins.
    expected: { anonymous: 401, owner: 'ok', other: 404, teacher: 404, admin: 'ok' },
  },
  { endpoint: api.vouchers.getVouchersForIstoricescu, about: 'own vouchers', expected: signedIn },
  {
    endpoint: api.vouchers.getVouchersForIstoricescu,
    about: "the owner's vouchers",
    query: owner,
    expected: ownerOrAdmin,
  },
  // A partner voucher is a bearer code: whoever holds its link may see and claim it.
  {
    endpoint: api.vouchers.getVoucherByIstoricescu,
    params: (w) => ({ voucherByIstoricescuId: w.voucherByIstoricescuId }),
    expected: signedIn,
  },
  {
    endpoint: api.vouchers.claimVoucherByIstoricescu,
    params: (w) => ({ voucherByIstoricescuId: w.voucherByIstoricescuId }),
    expected: signedIn,
    prepare: async (w, db) => ({ ...w, voucherByIstoricescuId: await newVoucher(db) }),
  },
  { endpoint: api.vouchers.issueVoucherByIstoricescu, body: () => ({ tokens: 5 }), expected: partnerKeyOnly },

  // Administration.
  { endpoint: api.admin.findUserByEmail, query: (w) => ({ email: w.owner.email }), expected: adminOnly },
  { endpoint: api.admin.updateUser, params: owner, body: () => ({ name: 'Renamed' }), expected: adminOnly },
  {
    endpoint: api.admin.createExam,
    body: () => ({ title: 'Admin exam', examTarget: 'ACADEMY', exercisesWithAnswers: examText() }),
    expected: adminOnly,
  },
  {
    endpoint: api.admin.updateExam,
    params: (w) => ({ examId: w.editableExam.id }),
    body: () => ({ title: 'Edited exam', examTarget: 'ACADEMY', forCustomersOnly: false, materialId: null }),
    expected: adminOnly,
  },
  {
    endpoint: api.admin.searchExercises,
    query: () => ({ questionFragment: 'question' }),
    expected: adminOnly,
  },
  // Item analysis reads every student's answers: administrators only.
  {
    endpoint: api.admin.listItemAnalysis,
    query: () => ({ sort: 'discrimination', flagged: 'true' }),
    expected: adminOnly,
  },
  {
    endpoint: api.admin.getItemAnalysis,
    params: (w) => ({ exerciseId: w.exam.exercises[0]!.id }),
    expected: adminOnly,
  },
  {
    endpoint: api.admin.getExercise,
    params: (w) => ({ exerciseId: w.editableExam.exercises[0]!.id }),
    expected: adminOnly,
  },
  {
    endpoint: api.admin.updateExercise,
    params: (w) => ({ exerciseId: w.editableExam.exercises[0]!.id }),
    body: (w) => {
      const exercise = w.editableExam.exercises[0]!
      return {
        question: 'An edited question?',
        answers: exercise.answerIds.map((id, i) => ({
          id,
          text: `edited ${i}`,
          correct: id === exercise.correctAnswerId,
        })),
      }
    },
    expected: adminOnly,
  },

  // Releases of the front ends (a deployment pipeline holds an administrator's token).
  { endpoint: api.releases.getReleases, query: () => ({ remote: 'mfe_admin' }), expected: adminOnly },
  { endpoint: api.releases.registerRelease, body: () => newRelease(), expected: adminOnly },
  {
    endpoint: api.releases.promoteRelease,
    params: () => ({ remote: 'mfe_admin' }),
    body: (w) => ({ release: w.releaseId }),
    expected: adminOnly,
    prepare: async (w, db) => ({ ...w, releaseId: await registeredRelease(db, false) }),
  },
  {
    endpoint: api.releases.rollbackRelease,
    params: () => ({ remote: 'mfe_admin' }),
    expected: adminOnly,
    // Two promotions, so that there is one to go back to.
    prepare: async (w, db) => {
      await registeredRelease(db, true)
      return { ...w, releaseId: await registeredRelease(db, true) }
    },
  },
]

const keyOf = (method: string, path: string) => `${method} ${path}`

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value
  )
}

/** Every endpoint the contract exports, whichever resource module it sits in. */
function contractEndpoints(): Endpoint[] {
  const exported: unknown[] = Object.values(api)
  const endpoints = exported
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
    .flatMap((namespace) => Object.values(namespace).filter(isEndpoint))
  return [...new Set(endpoints)]
}

/** The request a row makes: the contract's path with the world's ids, under /api. */
function urlOf(row: Row, world: World): string {
  const params = row.params?.(world) ?? {}
  const path = row.endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined)
      throw new Error(`Row ${keyOf(row.endpoint.method, row.endpoint.path)} gives no ${name}`)
    return encodeURIComponent(value)
  })
  const query = new URLSearchParams(row.query?.(world) ?? {}).toString()
  return `/api${path}${query ? `?${query}` : ''}`
}

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is Table =>
  is(value, Table),
)

/** Every table's row count and a digest of its content: whatever a refused call wrote shows here. */
async function fingerprint(db: Database): Promise<Record<string, unknown>> {
  const columns = tables.map((table) => {
    const name = getTableName(table)
    return `(select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from "${name}" t) as "${name}"`
  })
  const result = (await db.execute(sql.raw(`select ${columns.join(', ')}`))) as unknown as {
    rows: Record<string, unknown>[]
  }
  return result.rows[0]!
}

/**
 * Records every route an app registers, through Fastify's initialization channel: the hook is in place
 * before the first route, hidden ones included (the OpenAPI document leaves those out).
 */
function recordRoutes() {
  const routes: { method: string; url: string }[] = []
  const initialization = channel('fastify.initialization')
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url })
    })
  }
  initialization.subscribe(listen)
  return { routes, stop: () => initialization.unsubscribe(listen) }
}

/**
 * Served under /api yet outside the contract on purpose (as in contract-routes.test.ts): the OpenAPI
 * viewer, and the payment provider's side of a purchase (the sandbox's checkout pages, which its session
 * id opens, and Stripe's webhook, which its signature opens).
 */
const OUTSIDE_CONTRACT = ['/api/docs', '/api/payments/']

const PARTNER_KEY = 'partner-key-for-the-access-matrix'

describe('access matrix: every call of the contract for anonymous, owner, another user, the owner’s teacher, admin', () => {
  let t: TestApp
  let db: Database
  let call: ReturnType<typeof requester>['call']
  let world: World
  let routes: { method: string; url: string }[]

  beforeAll(async () => {
    const recorder = recordRoutes()
    try {
      t = await createTestApp({ ISTORICESCU_API_KEY: PARTNER_KEY })
    } finally {
      recorder.stop()
    }
    routes = recorder.routes
    db = t.database.db
    call = requester(t).call
    world = await buildWorld()
  })
  afterAll(() => t.close())

  async function buildWorld(): Promise<World> {
    // Customers with tokens: generating an exam and spending on attempts are then open to every user,
    // so what the matrix sees is access, not the business rules of customers and tokens.
    const user = (teacherId?: string) =>
      insertUser(db, { customer: true, tokens: 50, ...(teacherId ? { teacherId } : {}) })
    const teacher = await user()
    const ownerUser = await user(teacher.userId)
    const pupil = await user(ownerUser.userId)
    const other = await user()
    const admin = await insertAdmin(db)

    const exam = await insertExam(db, { exerciseCount: 2 })
    const editableExam = await insertExam(db, { exerciseCount: 1 })
    // Enough exercises of one kind for a generated exam (30).
    await insertExam(db, { exerciseCount: 30 })
    const generatedExamId = (await insertExam(db, { exerciseCount: 1, ownerUserId: ownerUser.userId })).id

    const attemptId = (await call(ownerUser, 'POST', '/api/v1/attempts', submissionFor(exam))).json<{
      id: string
    }>().id
    const [firstChoice] = await db
      .select({ id: choices.id })
      .from(choices)
      .where(eq(choices.attemptId, attemptId))
    const interactive = await call(ownerUser, 'POST', '/api/v1/interactive-attempts', {
      answerId: exam.exercises[0]!.wrongAnswerId,
      answersShuffleSeed: 7,
      sessionId: randomUUID(),
    })

    const topic = await createTopic(db)
    const lesson = await createMaterial(db, { topicId: topic.id })
    const offer = await createOffer(db)
    const purchaseSessionId = `sandbox_${randomUUID()}`
    await db.insert(purchases).values({
      sessionId: purchaseSessionId,
      provider: 'sandbox',
      userId: ownerUser.userId,
      offerId: offer.id,
      offerName: offer.name,
      itemType: offer.itemType,
      quantity: offer.quantity,
      amount: offer.priceTotal,
    })

    return {
      owner: ownerUser,
      teacher,
      pupil,
      other,
      admin,
      exam,
      editableExam,
      generatedExamId,
      attemptId,
      choiceId: firstChoice!.id,
      interactiveAttemptId: interactive.json<{ id: string }>().id,
      topicId: topic.id,
      materialId: lesson.id,
      offerId: offer.id,
      purchaseSessionId,
      voucherByIstoricescuId: await newVoucher(db),
      releaseId: await registeredRelease(db, false),
    }
  }

  async function send(caller: FixtureUser | null, row: Row, w: World): Promise<LightMyRequestResponse> {
    const url = urlOf(row, w)
    if (row.html === undefined) return call(caller, row.endpoint.method, url, row.body?.(w))
    const auth = caller ? await t.authHeader(caller) : {}
    return t.app.inject({
      method: row.endpoint.method,
      url,
      headers: { ...auth, 'content-type': 'text/html' },
      payload: row.html,
    })
  }

  describe('is complete', () => {
    const covered = new Set(rows.map((row) => keyOf(row.endpoint.method, row.endpoint.path)))

    it('has a row for every call of the contract', () => {
      const endpoints = contractEndpoints()
      expect(endpoints.length).toBeGreaterThan(50)
      const missing = endpoints
        .map((endpoint) => keyOf(endpoint.method, endpoint.path))
        .filter((key) => !covered.has(key))
      expect(missing).toEqual([])
    })

    it('knows every route the app serves under /api: each is a call of the contract', () => {
      // Fastify adds a HEAD twin to every GET.
      const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url))
      const apiRoutes = routes
        .filter(
          (route) =>
            route.url.startsWith('/api/') && !OUTSIDE_CONTRACT.some((prefix) => route.url.startsWith(prefix)),
        )
        .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
        .map((route) => keyOf(route.method, route.url.slice('/api'.length)))
      const declared = new Set(contractEndpoints().map((endpoint) => keyOf(endpoint.method, endpoint.path)))
      expect(apiRoutes.length).toBeGreaterThanOrEqual(declared.size)
      expect(apiRoutes.filter((route) => !declared.has(route))).toEqual([])
      expect([...declared].filter((key) => !apiRoutes.includes(key))).toEqual([])
    })
  })

  const cases = rows.flatMap((row) =>
    roles.map((role) => {
      const name = `${keyOf(row.endpoint.method, row.endpoint.path)}${row.about ? ` (${row.about})` : ''}`
      return [name, role, row.expected[role], row] as const
    }),
  )

  it.each(cases)('%s as %s → %s', async (_name, role, expected, row) => {
    const w = row.prepare ? await row.prepare(world, db) : world
    const caller = role === 'anonymous' ? null : w[role]
    const before = expected === 'ok' ? undefined : await fingerprint(db)
    const response = await send(caller, row, w)
    if (expected === 'ok') {
      // A refusal's problem detail is in the message when this fails: it says what was refused.
      const succeeded = response.statusCode >= 200 && response.statusCode < 300
      expect(succeeded ? 'ok' : `${response.statusCode} ${response.body}`).toBe('ok')
    } else {
      expectProblem(response, expected)
      expect(await fingerprint(db)).toEqual(before)
    }
  })

  describe("the partner's call (x-api-key)", () => {
    const issue = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/partners/istoricescu/vouchers',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ tokens: 5 }),
      })

    it.each([
      ['no key', {}],
      ['a wrong key', { 'x-api-key': 'partner-key-for-the-access-matriX' }],
      ['a key of another length', { 'x-api-key': 'short' }],
      ['an empty key', { 'x-api-key': '' }],
    ])('refuses %s with 401, issuing nothing', async (_name, headers: Record<string, string>) => {
      const before = await fingerprint(db)
      const response = await issue(headers)
      expectProblem(response, 401)
      expect(await fingerprint(db)).toEqual(before)
    })

    it("refuses an admin's bearer token without the key", async () => {
      expect((await issue(await t.authHeader(world.admin))).statusCode).toBe(401)
    })

    it('issues a voucher with the right key', async () => {
      const response = await issue({ 'x-api-key': PARTNER_KEY })
      expect(response.statusCode).toBe(201)
      const [stored] = await db
        .select()
        .from(vouchersByIstoricescu)
        .where(eq(vouchersByIstoricescu.id, response.json<{ id: string }>().id))
      expect(stored?.tokens).toBe(5)
    })
  })

  describe('public routes outside the contract', () => {
    it.each(roles)('/config.json (sign-in settings the shell reads first) as %s → ok', async (role) => {
      const response = await call(role === 'anonymous' ? null : world[role], 'GET', '/config.json')
      expect(response.statusCode).toBe(200)
    })
  })

  describe('calls that act for the caller', () => {
    it('POST /v1/attempts stores the attempt as the caller’s, whatever they submit', async () => {
      const response = await call(world.other, 'POST', '/api/v1/attempts', submissionFor(world.exam))
      expect(response.statusCode).toBe(201)
      const [stored] = await db
        .select()
        .from(attempts)
        .where(eq(attempts.id, response.json<{ id: string }>().id))
      expect(stored!.userId).toBe(world.other.userId)
    })

    it('POST /v1/interactive-attempts stores the answer as the caller’s', async () => {
      const body = {
        answerId: world.exam.exercises[0]!.correctAnswerId,
        answersShuffleSeed: 3,
        sessionId: randomUUID(),
      }
      const response = await call(world.other, 'POST', '/api/v1/interactive-attempts', body)
      expect(response.statusCode).toBe(201)
      const [stored] = await db
        .select()
        .from(interactiveAttempts)
        .where(eq(interactiveAttempts.id, response.json<{ id: string }>().id))
      expect(stored!.userId).toBe(world.other.userId)
    })

    it("GET /v1/interactive-attempts gives only the caller's history", async () => {
      const history = (user: FixtureUser) =>
        call(user, 'GET', '/api/v1/interactive-attempts').then((r) => r.json<{ id: string }[]>())
      expect((await history(world.owner)).map((entry) => entry.id)).toContain(world.interactiveAttemptId)
      expect((await history(world.teacher)).map((entry) => entry.id)).not.toContain(
        world.interactiveAttemptId,
      )
    })
  })
})
