import { z } from 'zod'
import { endpoint } from './endpoint'
import { isoDateTimeSchema } from './common'

/**
 * The release registry: which immutable release of each front end (the shell and every remote) is live,
 * and the calls a deployment pipeline makes to register, promote and roll back releases
 * (docs/decisions/0030-remote-release-registry.md).
 */

/** A container name: `shell`, or a remote's (`mfe_exams`). */
export const remoteNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'Must be a container name (lower case letters, digits and _)')

/** `2026.11.25-3f9a1c2`: the build date and the start of its content's hash. */
export const releaseIdSchema = z
  .string()
  .regex(/^\d{4}\.\d{2}\.\d{2}-[0-9a-f]{7,40}$/, 'Must be a release id such as 2026.11.25-3f9a1c2')

/** Where the release's mf-manifest.json lives: a path on this site or an https address (a CDN). */
export const manifestUrlSchema = z
  .string()
  .max(2048, 'Must not exceed 2048 characters')
  .refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\/[^/\s]+\/\S*$/.test(url),
    'Must be a path starting with / or an http(s) address',
  )

const packageNameSchema = z.string().min(1).max(214)
/** Shared package name → a semver range (required) or a version (provided); the API checks both parse. */
const sharedVersionsSchema = z.record(packageNameSchema, z.string().min(1).max(100)).default({})
/** An exposed module, as in the build's `exposes` (`ExamTable`; a leading `./` is dropped). */
const moduleNameSchema = z
  .string()
  .regex(/^(\.\/)?[A-Za-z0-9_][A-Za-z0-9_./-]{0,127}$/, 'Must be a module name such as ExamTable')
  .transform((name) => name.replace(/^\.\//, ''))
/** A module loaded from another container: `mfe_exams/ExamTable`. */
const remoteModuleSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9_]{0,63}\/[A-Za-z0-9_][A-Za-z0-9_./-]{0,127}$/,
    'Must be container/module, such as mfe_exams/ExamTable',
  )

export const releaseRegistrationSchema = z.object({
  remote: remoteNameSchema,
  release: releaseIdSchema,
  manifestUrl: manifestUrlSchema,
  /** The shared singletons it requires: name → semver range (`{"@grile/shared": "^1.0.0"}`). */
  requiredShared: sharedVersionsSchema,
  /** The shared versions it provides: name → version (the shell's are those every remote runs with). */
  providedShared: sharedVersionsSchema,
  exposes: z.array(moduleNameSchema).max(200).default([]),
  loads: z.array(remoteModuleSchema).max(200).default([]),
})
export type ReleaseRegistration = z.input<typeof releaseRegistrationSchema>

export const releaseSchema = z.object({
  remote: remoteNameSchema,
  release: z.string(),
  manifestUrl: z.string(),
  requiredShared: z.record(z.string(), z.string()),
  providedShared: z.record(z.string(), z.string()),
  exposes: z.array(z.string()),
  loads: z.array(z.string()),
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
})
export type ReleaseDto = z.infer<typeof releaseSchema>

export const remoteReleasesSchema = z.object({
  remote: remoteNameSchema,
  /** The live release, or null while none was promoted (the build folder is served). */
  live: z.string().nullable(),
  /** Every registered release, newest first. */
  releases: z.array(releaseSchema),
})
export type RemoteReleasesDto = z.infer<typeof remoteReleasesSchema>

/** What a promotion or rollback did (also one row of the audit). */
export const promotionSchema = z.object({
  remote: remoteNameSchema,
  release: z.string(),
  previousRelease: z.string().nullable(),
  action: z.enum(['promote', 'rollback']),
  by: z.string(),
  at: isoDateTimeSchema,
})
export type PromotionDto = z.infer<typeof promotionSchema>

const remoteParamsSchema = z.object({ remote: remoteNameSchema })

export const getReleases = endpoint({
  method: 'GET',
  path: '/v1/admin/releases',
  summary: 'The live and available releases of every front end (or of one: ?remote=)',
  access: 'admin',
  problems: [404],
  query: z.object({ remote: remoteNameSchema.optional() }),
  response: z.array(remoteReleasesSchema),
})

export const registerRelease = endpoint({
  method: 'POST',
  path: '/v1/admin/releases',
  summary:
    "Registers an uploaded release's metadata; 409 when it exists or would not run with the live shell and apps",
  access: 'admin',
  problems: [404, 409],
  body: releaseRegistrationSchema,
  response: releaseSchema,
  successStatus: 201,
})

export const promoteRelease = endpoint({
  method: 'POST',
  path: '/v1/admin/releases/:remote/promote',
  summary:
    'Makes a registered release live (/remotes.json changes at once); 409 when incompatible or already live',
  access: 'admin',
  problems: [404, 409],
  params: remoteParamsSchema,
  body: z.object({ release: releaseIdSchema }),
  response: promotionSchema,
})

export const rollbackRelease = endpoint({
  method: 'POST',
  path: '/v1/admin/releases/:remote/rollback',
  summary:
    'Makes the release live before the current one live again; 409 when there is none or it is incompatible',
  access: 'admin',
  problems: [404, 409],
  params: remoteParamsSchema,
  response: promotionSchema,
})
