import { randomBytes } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import type { ReleaseRegistration } from '@grile/shared/contract'
import { remoteReleasePromotions, remoteReleases } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../support/test-app'
import { insertAdmin, insertUser, requester, type FixtureUser } from '../support/fixtures'
import { expectProblem } from '../support/problems'

/**
 * The release registry through the administrators' API: registering, promoting and rolling back releases of
 * the front ends, /remotes.json following at once, and the compatibility gate refusing what would not run.
 */

let day = 0
/** A new release id (`2026.11.25-3f9a1c2`): a later date each time, and a random hash. */
const newReleaseId = () =>
  `2026.11.${String(10 + (day++ % 18)).padStart(2, '0')}-${randomBytes(4).toString('hex').slice(0, 7)}`

const SHARED = { react: '19.3.1', 'react-dom': '19.3.1', '@grile/shared': '1.2.0' }

function shellRelease(overrides: Partial<ReleaseRegistration> = {}): ReleaseRegistration {
  const release = overrides.release ?? newReleaseId()
  return {
    remote: 'shell',
    release,
    manifestUrl: `/releases/shell/${release}/mf-manifest.json`,
    providedShared: SHARED,
    requiredShared: {},
    exposes: [],
    loads: ['mfe_exams/routes', 'mfe_materials/routes'],
    ...overrides,
  }
}

function examsRelease(overrides: Partial<ReleaseRegistration> = {}): ReleaseRegistration {
  const release = overrides.release ?? newReleaseId()
  return {
    remote: 'mfe_exams',
    release,
    manifestUrl: `/releases/mfe_exams/${release}/mf-manifest.json`,
    requiredShared: { react: '^19.0.0', '@grile/shared': '^1.0.0' },
    providedShared: SHARED,
    exposes: ['./routes', './ExamTable'],
    loads: [],
    ...overrides,
  }
}

function materialsRelease(overrides: Partial<ReleaseRegistration> = {}): ReleaseRegistration {
  const release = overrides.release ?? newReleaseId()
  return {
    remote: 'mfe_materials',
    release,
    manifestUrl: `https://cdn.grile.example/mfe_materials/${release}/mf-manifest.json`,
    requiredShared: { react: '^19.0.0', '@grile/shared': '^1.0.0' },
    providedShared: SHARED,
    exposes: ['routes'],
    loads: ['mfe_exams/ExamTable'],
    ...overrides,
  }
}

describe('the release registry', () => {
  let t: TestApp
  let call: ReturnType<typeof requester>['call']
  let admin: FixtureUser
  let student: FixtureUser

  beforeAll(async () => {
    // Serving the web app (without builds here): /remotes.json comes from the registry.
    // mfe_materials' releases below are on a CDN this server allows.
    t = await createTestApp({ SERVE_WEB: 'true', RELEASE_ORIGINS: 'https://cdn.grile.example' })
    call = requester(t).call
    admin = await insertAdmin(t.database.db)
    student = await insertUser(t.database.db)
  })
  afterAll(() => t.close())

  const register = (release: ReleaseRegistration) => call(admin, 'POST', '/api/v1/admin/releases', release)
  const promote = (remote: string, release: string) =>
    call(admin, 'POST', `/api/v1/admin/releases/${remote}/promote`, { release })
  const rollback = (remote: string) => call(admin, 'POST', `/api/v1/admin/releases/${remote}/rollback`)
  const remotesJson = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/remotes.json', headers })

  async function registerAndPromote(release: ReleaseRegistration) {
    expect((await register(release)).statusCode).toBe(201)
    const promoted = await promote(release.remote, release.release)
    expect(promoted.statusCode).toBe(200)
    return promoted
  }

  /** The audit of one front end, oldest first. */
  const auditOf = (remote: string) =>
    t.database.db
      .select()
      .from(remoteReleasePromotions)
      .where(eq(remoteReleasePromotions.remote, remote))
      .orderBy(asc(remoteReleasePromotions.id))

  /** The live shell, which every test below runs against. */
  const shell = shellRelease()
  const examsV1 = examsRelease()

  it('serves the build folders in /remotes.json while nothing is promoted, no-cache with an ETag', async () => {
    const response = await remotesJson()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.etag).toMatch(/^".+"$/)
    expect(response.json()).toEqual({
      mfe_exams: '/remotes/mfe_exams/mf-manifest.json',
      mfe_interactive: '/remotes/mfe_interactive/mf-manifest.json',
      mfe_materials: '/remotes/mfe_materials/mf-manifest.json',
      mfe_account: '/remotes/mfe_account/mf-manifest.json',
      mfe_admin: '/remotes/mfe_admin/mf-manifest.json',
    })
    expect((await remotesJson({ 'if-none-match': String(response.headers.etag) })).statusCode).toBe(304)
  })

  it('registers a release (its metadata, who registered it) and lists it as available, not live', async () => {
    const response = await register(shell)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      remote: 'shell',
      release: shell.release,
      createdBy: admin.userId,
    })

    const listed = await call(admin, 'GET', '/api/v1/admin/releases?remote=shell')
    expect(listed.statusCode).toBe(200)
    expect(listed.json()).toEqual([
      expect.objectContaining({
        remote: 'shell',
        live: null,
        releases: [expect.objectContaining({ release: shell.release })],
      }),
    ])
  })

  it('refuses to register the same release twice (a release is never replaced)', async () => {
    const again = await register({ ...shell, loads: ['mfe_exams/routes'] })
    expectProblem(again, 409)
    const [row] = await t.database.db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.release, shell.release))
    expect(row!.loads).toEqual(shell.loads)
  })

  it('promotes: /remotes.json names the live release at once, with a new ETag (the old one no longer matches)', async () => {
    // The shell registered above goes live first: the remotes are checked against it.
    expect((await promote('shell', shell.release)).statusCode).toBe(200)
    const before = await remotesJson()

    expect((await register(examsV1)).statusCode).toBe(201)
    const promoted = await promote('mfe_exams', examsV1.release)
    expect(promoted.json()).toMatchObject({
      remote: 'mfe_exams',
      release: examsV1.release,
      previousRelease: null,
      action: 'promote',
      by: admin.userId,
    })

    const after = await remotesJson({ 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.json()).toMatchObject({
      mfe_exams: examsV1.manifestUrl,
      mfe_materials: '/remotes/mfe_materials/mf-manifest.json',
    })
    // The shell is not a remote: it is not listed.
    expect(after.json()).not.toHaveProperty('shell')
    expect((await remotesJson({ 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304)

    const listed = await call(admin, 'GET', '/api/v1/admin/releases')
    const exams = listed
      .json<{ remote: string; live: string | null }[]>()
      .find((entry) => entry.remote === 'mfe_exams')
    expect(exams?.live).toBe(examsV1.release)
  })

  it('refuses to promote the live release again, or a release that was never registered', async () => {
    expect((await promote('mfe_exams', examsV1.release)).statusCode).toBe(409)
    expect((await promote('mfe_exams', newReleaseId())).statusCode).toBe(404)
    expect((await promote('mfe_nothing', examsV1.release)).statusCode).toBe(404)
  })

  it('rolls back to the release live before the current one, and again to the one before that', async () => {
    const v2 = examsRelease()
    const v3 = examsRelease()
    await registerAndPromote(v2)
    await registerAndPromote(v3)
    expect((await remotesJson()).json()).toMatchObject({ mfe_exams: v3.manifestUrl })

    const first = await rollback('mfe_exams')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      release: v2.release,
      previousRelease: v3.release,
      action: 'rollback',
      by: admin.userId,
    })
    expect((await remotesJson()).json()).toMatchObject({ mfe_exams: v2.manifestUrl })

    const second = await rollback('mfe_exams')
    expect(second.json()).toMatchObject({ release: examsV1.release, previousRelease: v2.release })
    expect((await remotesJson()).json()).toMatchObject({ mfe_exams: examsV1.manifestUrl })

    // v1 was the first promoted: nothing before it.
    const third = await rollback('mfe_exams')
    expect(third.statusCode).toBe(409)
    expect(third.json<{ detail: string }>().detail).toContain(examsV1.release)

    // A remote never promoted has nothing to roll back.
    expect((await rollback('mfe_account')).statusCode).toBe(409)
  })

  it('writes every promotion and rollback to the audit, with the administrator', async () => {
    const audit = await auditOf('mfe_exams')
    expect(
      audit.map(({ action, by, previousRelease }) => ({ action, by, previous: previousRelease !== null })),
    ).toEqual([
      { action: 'promote', by: admin.userId, previous: false },
      { action: 'promote', by: admin.userId, previous: true },
      { action: 'promote', by: admin.userId, previous: true },
      { action: 'rollback', by: admin.userId, previous: true },
      { action: 'rollback', by: admin.userId, previous: true },
    ])
    expect(audit.at(-1)!.release).toBe(examsV1.release)
    expect(audit.every((row) => row.at instanceof Date)).toBe(true)
  })

  it('refuses a remote that requires a @grile/shared the live shell does not satisfy, naming both versions', async () => {
    const tooNew = examsRelease({ requiredShared: { react: '^19.0.0', '@grile/shared': '^2.0.0' } })
    const refused = await register(tooNew)
    expectProblem(refused, 409)
    const { detail } = refused.json<{ detail: string }>()
    expect(detail).toContain('@grile/shared')
    expect(detail).toContain('^2.0.0')
    expect(detail).toContain('1.2.0')
    expect(detail).toContain(`shell ${shell.release}`)
    expect(
      await t.database.db.select().from(remoteReleases).where(eq(remoteReleases.release, tooNew.release)),
    ).toEqual([])
  })

  it('refuses at promote a release the shell no longer satisfies (registered before the shell changed)', async () => {
    const needsShared13 = examsRelease({ requiredShared: { '@grile/shared': '^1.3.0' } })
    const newerShell = shellRelease({ providedShared: { ...SHARED, '@grile/shared': '1.3.0' } })
    await registerAndPromote(newerShell)
    expect((await register(needsShared13)).statusCode).toBe(201)
    // Back to the shell that provides 1.2.0.
    expect((await rollback('shell')).statusCode).toBe(200)

    const refused = await promote('mfe_exams', needsShared13.release)
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /requires @grile\/shared \^1\.3\.0, but shell \S+ provides @grile\/shared 1\.2\.0/,
    )
    expect((await remotesJson()).json()).toMatchObject({ mfe_exams: examsV1.manifestUrl })
  })

  it('refuses a release of mfe_exams without ExamTable while mfe_materials loads it', async () => {
    await registerAndPromote(materialsRelease())
    const withoutExamTable = examsRelease({ exposes: ['routes'] })
    const refused = await register(withoutExamTable)
    expect(refused.statusCode).toBe(409)
    const { detail } = refused.json<{ detail: string }>()
    expect(detail).toContain('mfe_exams/ExamTable')
    expect(detail).toContain('mfe_materials')
  })

  it('refuses a release that loads a module the live remote does not expose', async () => {
    const refused = await register(
      materialsRelease({ loads: ['mfe_exams/ExamTable', 'mfe_exams/ExamCalendar'] }),
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ detail: string }>().detail).toContain('mfe_exams/ExamCalendar')
  })

  it('refuses to promote a shell that would break a live remote, and keeps the live shell', async () => {
    const olderShell = shellRelease({ providedShared: { ...SHARED, '@grile/shared': '0.9.0' } })
    // Registering already refuses it: it is checked against the live remotes.
    const refused = await register(olderShell)
    expect(refused.statusCode).toBe(409)
    const { detail } = refused.json<{ detail: string }>()
    expect(detail).toContain('@grile/shared ^1.0.0')
    expect(detail).toContain('@grile/shared 0.9.0')
    expect(detail).toContain(`mfe_exams ${examsV1.release}`)

    // A shell that fitted when it was registered, promoted after a remote came to need more of it.
    const shell11 = shellRelease({ providedShared: { ...SHARED, '@grile/shared': '1.1.0' } })
    expect((await register(shell11)).statusCode).toBe(201)
    const needs12 = examsRelease({ requiredShared: { '@grile/shared': '^1.2.0' } })
    await registerAndPromote(needs12)
    const promoted = await promote('shell', shell11.release)
    expect(promoted.statusCode).toBe(409)
    expect(promoted.json<{ detail: string }>().detail).toContain(
      `mfe_exams ${needs12.release} requires @grile/shared ^1.2.0, but shell ${shell11.release} provides @grile/shared 1.1.0.`,
    )
    expect((await auditOf('shell')).at(-1)!.release).toBe(shell.release)
  })

  it('checks the versions given: a provided version and a required range must parse (400)', async () => {
    const badVersion = await register(examsRelease({ providedShared: { react: 'latest' } }))
    expect(badVersion.statusCode).toBe(400)
    const badRange = await register(examsRelease({ requiredShared: { react: 'not a range' } }))
    expect(badRange.statusCode).toBe(400)
    expect((await register({ ...examsRelease(), release: 'v2' })).statusCode).toBe(400)
    expect(
      (await register({ ...examsRelease(), manifestUrl: '//elsewhere.example/x.json' })).statusCode,
    ).toBe(400)
  })

  it('refuses a manifest on a host the server does not allow (the CSP would block it), naming the setting', async () => {
    const elsewhere = examsRelease({ manifestUrl: 'https://elsewhere.example/mfe_exams/mf-manifest.json' })
    const refused = await register(elsewhere)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      errors: [
        {
          field: 'body.manifestUrl',
          message:
            "https://elsewhere.example is not an origin releases may be served from; add it to the server's RELEASE_ORIGINS",
        },
      ],
    })
  })

  it("refuses a release of the shell outside the server's release store: this server sends its pages", async () => {
    const onCdn = shellRelease({
      release: '2026.11.30-abcdef0',
      manifestUrl: 'https://cdn.grile.example/shell/2026.11.30-abcdef0/mf-manifest.json',
    })
    const refused = await register(onCdn)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({
      errors: [
        {
          field: 'body.manifestUrl',
          message:
            "The shell's pages are sent by this server, so its release must be in the release store: /releases/shell/2026.11.30-abcdef0/mf-manifest.json",
        },
      ],
    })
  })

  it('refuses an unknown front end (404)', async () => {
    expect((await register(examsRelease({ remote: 'mfe_unknown' }))).statusCode).toBe(404)
    expect((await call(admin, 'GET', '/api/v1/admin/releases?remote=mfe_unknown')).statusCode).toBe(404)
  })

  it('is for administrators only: 403 for a student, 401 signed out, and nothing changes', async () => {
    const release = examsRelease()
    const countBefore = (await t.database.db.select().from(remoteReleasePromotions)).length
    for (const [caller, status] of [
      [student, 403],
      [null, 401],
    ] as const) {
      const calls = [
        call(caller, 'GET', '/api/v1/admin/releases'),
        call(caller, 'POST', '/api/v1/admin/releases', release),
        call(caller, 'POST', `/api/v1/admin/releases/mfe_exams/promote`, { release: examsV1.release }),
        call(caller, 'POST', `/api/v1/admin/releases/mfe_exams/rollback`),
      ]
      for (const response of await Promise.all(calls)) {
        expectProblem(response, status)
      }
    }
    expect(
      await t.database.db.select().from(remoteReleases).where(eq(remoteReleases.release, release.release)),
    ).toEqual([])
    expect((await t.database.db.select().from(remoteReleasePromotions)).length).toBe(countBefore)
  })

  it('keeps releases and the audit unchangeable in the database itself', async () => {
    await expect(t.database.db.delete(remoteReleasePromotions)).rejects.toThrow()
    await expect(
      t.database.db
        .update(remoteReleases)
        .set({ manifestUrl: '/changed' })
        .where(eq(remoteReleases.release, shell.release)),
    ).rejects.toThrow()
  })

  it('serializes promotions: concurrent promotions of one remote each leave one audit row in order', async () => {
    const releases = [examsRelease(), examsRelease(), examsRelease()]
    for (const release of releases) expect((await register(release)).statusCode).toBe(201)
    const before = (await auditOf('mfe_exams')).length
    const responses = await Promise.all(releases.map((release) => promote('mfe_exams', release.release)))
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200])
    const audit = (await auditOf('mfe_exams')).slice(before)
    expect(audit).toHaveLength(3)
    // Each step names as previous the release the step before it made live.
    for (let i = 1; i < audit.length; i++) expect(audit[i]!.previousRelease).toBe(audit[i - 1]!.release)
  })
})

describe('/remotes.json while the database cannot be read', () => {
  it('answers the releases last read, so the front ends stay up', async () => {
    const t = await createTestApp({ SERVE_WEB: 'true' })
    try {
      const admin = await insertAdmin(t.database.db)
      const { call } = requester(t)
      const shell = shellRelease()
      const exams = examsRelease()
      for (const release of [shell, exams]) {
        expect((await call(admin, 'POST', '/api/v1/admin/releases', release)).statusCode).toBe(201)
        const promoted = await call(admin, 'POST', `/api/v1/admin/releases/${release.remote}/promote`, {
          release: release.release,
        })
        expect(promoted.statusCode).toBe(200)
      }
      const live = await t.app.inject({ method: 'GET', url: '/remotes.json' })
      expect(live.json()).toMatchObject({ mfe_exams: exams.manifestUrl })

      jest
        .spyOn(t.app.services.releases, 'liveManifests')
        .mockRejectedValueOnce(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        )
      const duringOutage = await t.app.inject({ method: 'GET', url: '/remotes.json' })
      expect(duringOutage.statusCode).toBe(200)
      expect(duringOutage.body).toBe(live.body)
    } finally {
      await t.close()
    }
  })
})

describe('/remotes.json with REMOTES_JSON', () => {
  it('answers the override whatever is live, with an ETag', async () => {
    const override = JSON.stringify({ mfe_exams: 'https://elsewhere.example/mf-manifest.json' })
    const t = await createTestApp({ SERVE_WEB: 'true', REMOTES_JSON: override })
    try {
      const admin = await insertAdmin(t.database.db)
      const { call } = requester(t)
      const release = examsRelease()
      expect((await call(admin, 'POST', '/api/v1/admin/releases', release)).statusCode).toBe(201)
      expect(
        (await call(admin, 'POST', '/api/v1/admin/releases/mfe_exams/promote', { release: release.release }))
          .statusCode,
      ).toBe(200)
      const response = await t.app.inject({ method: 'GET', url: '/remotes.json' })
      expect(response.body).toBe(override)
      expect(response.headers.etag).toBeDefined()
    } finally {
      await t.close()
    }
  })
})
