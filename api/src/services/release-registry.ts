import { and, asc, desc, eq, sql } from 'drizzle-orm'
import semver from 'semver'
import type { z } from 'zod'
import frontEnds from '@grile/shared/build/front-ends.json'
import type {
  PromotionDto,
  ReleaseDto,
  RemoteReleasesDto,
  releases as releasesContract,
} from '@grile/shared/contract'
import type { Database, Executor } from '../db/client'
import { remoteReleasePromotions, remoteReleases } from '../db/schema/index'
import { HttpProblem, fieldProblem, notFound } from '../lib/problems'

/**
 * The release registry: the only writer of `remote_releases` and `remote_release_promotions`
 * (`api/test/releases/registry-ownership.test.ts` fails when another module writes them). It records
 * immutable releases of the shell and of each remote, makes one live (promote, rollback) with an audit row
 * naming who did it, and refuses any release that would not run with what is live (the compatibility gate).
 * docs/decisions/0030-remote-release-registry.md
 */

/** The shell's container name in the registry. */
export const SHELL = 'shell'

/** Every front end the registry knows: the shell and the remotes (shared/build/front-ends.json). */
export const FRONT_END_CONTAINERS: readonly string[] = [
  SHELL,
  ...frontEnds.remotes.map((remote) => remote.folder.replace(/-/g, '_')),
]

/** Promotions and rollbacks of every front end run one at a time: the gate compares against a stable live set. */
const PROMOTION_LOCK_KEY = 7_341_902_123

export type ReleaseRegistration = z.output<typeof releasesContract.releaseRegistrationSchema>
type ReleaseRow = typeof remoteReleases.$inferSelect
type PromotionRow = typeof remoteReleasePromotions.$inferSelect

/** What the gate needs to know of a release. */
export type ReleaseFacts = Pick<
  ReleaseRow,
  'remote' | 'release' | 'requiredShared' | 'providedShared' | 'exposes' | 'loads'
>

const conflict = (detail: string) => new HttpProblem(409, detail)

const named = (release: ReleaseFacts) => `${release.remote} ${release.release}`

/**
 * Why `candidate` would not run with the live releases (`live`: container → its live release), or an
 * empty list. Only pairs that involve the candidate are checked, so an older mismatch elsewhere does not
 * block an unrelated release:
 * - a remote's required shared singletons must be satisfied by the shell's provided versions (a shell
 *   candidate is checked against every live remote);
 * - every module another live app loads from the candidate's container must still be exposed, and every
 *   module the candidate loads from a live app must be exposed there.
 */
export function compatibilityProblems(
  candidate: ReleaseFacts,
  live: ReadonlyMap<string, ReleaseFacts>,
): string[] {
  const others = [...live.values()].filter((release) => release.remote !== candidate.remote)
  const problems: string[] = []

  const shell = candidate.remote === SHELL ? candidate : live.get(SHELL)
  const remotesToCheck =
    candidate.remote === SHELL ? others.filter((release) => release.remote !== SHELL) : [candidate]
  if (shell) {
    for (const remote of remotesToCheck) {
      for (const [name, range] of Object.entries(remote.requiredShared)) {
        const provided = shell.providedShared[name]
        if (provided === undefined) {
          problems.push(`${named(remote)} requires ${name} ${range}, which ${named(shell)} does not provide.`)
        } else if (!semver.satisfies(provided, range)) {
          problems.push(
            `${named(remote)} requires ${name} ${range}, but ${named(shell)} provides ${name} ${provided}.`,
          )
        }
      }
    }
  }

  const prefix = `${candidate.remote}/`
  for (const other of others) {
    for (const loaded of other.loads.filter((module) => module.startsWith(prefix))) {
      const module = loaded.slice(prefix.length)
      if (!candidate.exposes.includes(module)) {
        problems.push(`${named(other)} loads ${loaded}, which ${named(candidate)} does not expose.`)
      }
    }
  }
  for (const loaded of candidate.loads) {
    const [container, ...rest] = loaded.split('/')
    const provider = container === candidate.remote ? undefined : live.get(container!)
    if (provider && !provider.exposes.includes(rest.join('/'))) {
      problems.push(`${named(candidate)} loads ${loaded}, which ${named(provider)} does not expose.`)
    }
  }
  return problems
}

/** The registration's versions must parse: provided ones as versions, required ones as ranges. */
function assertVersionsParse(registration: ReleaseRegistration) {
  for (const [name, version] of Object.entries(registration.providedShared)) {
    if (!semver.valid(version))
      throw fieldProblem(`body.providedShared.${name}`, `${version} is not a version (such as 1.2.3)`)
  }
  for (const [name, range] of Object.entries(registration.requiredShared)) {
    if (!semver.validRange(range))
      throw fieldProblem(`body.requiredShared.${name}`, `${range} is not a version range (such as ^1.2.3)`)
  }
}

/**
 * The releases that made it live in turn, oldest first, after replaying the audit: a promotion puts a
 * release on top, a rollback takes the top one off. The top is live; a rollback goes back to the one below.
 */
function liveStack(history: readonly PromotionRow[]): string[] {
  const stack: string[] = []
  for (const step of history) {
    if (step.action === 'rollback') stack.pop()
    if (stack.at(-1) !== step.release) stack.push(step.release)
  }
  return stack
}

function releaseDto(row: ReleaseRow): ReleaseDto {
  return {
    remote: row.remote,
    release: row.release,
    manifestUrl: row.manifestUrl,
    requiredShared: row.requiredShared,
    providedShared: row.providedShared,
    exposes: row.exposes,
    loads: row.loads,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  }
}

function promotionDto(row: PromotionRow): PromotionDto {
  return {
    remote: row.remote,
    release: row.release,
    previousRelease: row.previousRelease,
    action: row.action,
    by: row.by,
    at: row.at.toISOString(),
  }
}

/** Each front end's live release (the latest audit row's), with its metadata. */
async function liveReleases(db: Executor): Promise<Map<string, ReleaseRow>> {
  const rows = await db
    .selectDistinctOn([remoteReleasePromotions.remote], { release: remoteReleases })
    .from(remoteReleasePromotions)
    .innerJoin(
      remoteReleases,
      and(
        eq(remoteReleases.remote, remoteReleasePromotions.remote),
        eq(remoteReleases.release, remoteReleasePromotions.release),
      ),
    )
    .orderBy(remoteReleasePromotions.remote, desc(remoteReleasePromotions.id))
  return new Map(rows.map((row) => [row.release.remote, row.release]))
}

function assertKnownRemote(remote: string) {
  if (!FRONT_END_CONTAINERS.includes(remote)) {
    throw notFound(`There is no front end named ${remote} (known: ${FRONT_END_CONTAINERS.join(', ')}).`)
  }
}

function assertCompatible(candidate: ReleaseFacts, live: ReadonlyMap<string, ReleaseFacts>) {
  const problems = compatibilityProblems(candidate, live)
  if (problems.length)
    throw conflict(`${named(candidate)} would not run with the live front ends: ${problems.join(' ')}`)
}

/**
 * A manifest on another host must be on an origin the server allows (RELEASE_ORIGINS): the page's CSP lets
 * the shell load scripts from those only, so a release anywhere else would be promoted and then blocked.
 */
function assertAllowedOrigin(manifestUrl: string, releaseOrigins: readonly string[]) {
  if (manifestUrl.startsWith('/')) return
  const origin = new URL(manifestUrl).origin
  if (!releaseOrigins.includes(origin)) {
    throw fieldProblem(
      'body.manifestUrl',
      `${origin} is not an origin releases may be served from; add it to the server's RELEASE_ORIGINS`,
    )
  }
}

/**
 * The shell's pages are sent by this server (docs/decisions/0030-remote-release-registry.md): a release of it
 * must be in the server's release store, where `pnpm release shell` copies it before registering it.
 */
function assertShellInStore(registration: ReleaseRegistration) {
  if (registration.remote !== SHELL) return
  const expected = `/releases/${SHELL}/${registration.release}/mf-manifest.json`
  if (registration.manifestUrl !== expected) {
    throw fieldProblem(
      'body.manifestUrl',
      `The shell's pages are sent by this server, so its release must be in the release store: ${expected}`,
    )
  }
}

export function createReleaseRegistry(
  db: Database,
  { releaseOrigins = [] }: { releaseOrigins?: readonly string[] } = {},
) {
  /** Makes `release` live in one serialized transaction: gate, then the audit row (which is the switch). */
  async function switchTo(
    remote: string,
    by: string,
    action: PromotionRow['action'],
    target: (history: PromotionRow[], live: string | undefined) => string,
  ): Promise<PromotionDto> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PROMOTION_LOCK_KEY})`)
      const history = await tx
        .select()
        .from(remoteReleasePromotions)
        .where(eq(remoteReleasePromotions.remote, remote))
        .orderBy(asc(remoteReleasePromotions.id))
      const current = history.at(-1)?.release
      const release = target(history, current)
      const [row] = await tx
        .select()
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.release, release)))
      if (!row) throw notFound(`${remote} has no release ${release}; register it first.`)
      assertCompatible(row, await liveReleases(tx))
      const [step] = await tx
        .insert(remoteReleasePromotions)
        .values({ remote, release, previousRelease: current ?? null, action, by })
        .returning()
      return promotionDto(step!)
    })
  }

  return {
    /** Records a release (immutable); refused when it exists or would not run with what is live. */
    async register(registration: ReleaseRegistration, by: string): Promise<ReleaseDto> {
      assertKnownRemote(registration.remote)
      assertVersionsParse(registration)
      assertAllowedOrigin(registration.manifestUrl, releaseOrigins)
      assertShellInStore(registration)
      const exposes = [...new Set(registration.exposes)]
      const loads = [...new Set(registration.loads)]
      assertCompatible({ ...registration, exposes, loads }, await liveReleases(db))
      const [row] = await db
        .insert(remoteReleases)
        .values({ ...registration, exposes, loads, createdBy: by })
        .onConflictDoNothing({ target: [remoteReleases.remote, remoteReleases.release] })
        .returning()
      if (!row)
        throw conflict(
          `${registration.remote} ${registration.release} is already registered; a release is never replaced.`,
        )
      return releaseDto(row)
    },

    /** Makes a registered release live. */
    async promote(remote: string, release: string, by: string): Promise<PromotionDto> {
      assertKnownRemote(remote)
      return switchTo(remote, by, 'promote', (_history, current) => {
        if (current === release) throw conflict(`${remote} ${release} is already live.`)
        return release
      })
    },

    /** Makes the release live before the current one live again (the gate applies as to a promotion). */
    async rollback(remote: string, by: string): Promise<PromotionDto> {
      assertKnownRemote(remote)
      return switchTo(remote, by, 'rollback', (history) => {
        const stack = liveStack(history)
        if (!stack.length) throw conflict(`${remote} has no live release to roll back.`)
        const previous = stack.at(-2)
        if (!previous)
          throw conflict(`${remote} ${stack.at(-1)} is the first release promoted; there is none before it.`)
        return previous
      })
    },

    /** The live and registered releases of every front end, or of one. */
    async list(remote?: string): Promise<RemoteReleasesDto[]> {
      if (remote !== undefined) assertKnownRemote(remote)
      const rows = await db
        .select()
        .from(remoteReleases)
        .where(remote === undefined ? undefined : eq(remoteReleases.remote, remote))
        .orderBy(desc(remoteReleases.createdAt), desc(remoteReleases.release))
      const live = await liveReleases(db)
      return (remote === undefined ? FRONT_END_CONTAINERS : [remote]).map((name) => ({
        remote: name,
        live: live.get(name)?.release ?? null,
        releases: rows.filter((row) => row.remote === name).map(releaseDto),
      }))
    },

    /** Container → manifest URL of its live release, for the remotes that have one (/remotes.json). */
    async liveManifests(): Promise<Record<string, string>> {
      const live = await liveReleases(db)
      return Object.fromEntries([...live.values()].map((row) => [row.remote, row.manifestUrl]))
    },
  }
}
