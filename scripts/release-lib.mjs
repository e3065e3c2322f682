// @ts-check
// Releases of the front ends (docs/decisions/0030-remote-release-registry.md): the release id of a build, the
// registration read from its mf-manifest.json, the release store's copy, and the administrators' release API.
// Plain Node, no dependencies.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { FRONT_ENDS, containerName, remoteModulesLoaded } from '../shared/build/front-ends.mjs'
import { root } from './lib.mjs'

/** A command's refusal: its message is printed as is and the command exits 1. */
export class CommandError extends Error {}

/**
 * The front end a command names: its folder (`mfe-exams`) or its container name (`mfe_exams`).
 * @param {string | undefined} name
 */
export function frontEndFolder(name) {
  const folder = FRONT_ENDS.find((candidate) => candidate === name || containerName(candidate) === name)
  if (!folder) throw new CommandError(`Name a front end: ${FRONT_ENDS.join(', ')} (got ${name ?? 'nothing'})`)
  return folder
}

/**
 * The files of a folder, as paths relative to it with `/`, sorted: the order the release hash reads them in.
 * @param {string} dir
 * @returns {string[]}
 */
export function listFiles(dir) {
  /** @param {string} sub @returns {string[]} */
  const walk = (sub) =>
    fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
      const relative = sub ? `${sub}/${entry.name}` : entry.name
      if (entry.isDirectory()) return walk(relative)
      return entry.isFile() ? [relative] : []
    })
  return walk('').sort()
}

/**
 * sha256 over every file's name and contents (each name and length framed, so no two builds collide by
 * moving bytes between files), in hex.
 * @param {{ name: string, content: Buffer | string }[]} files
 */
export function contentHash(files) {
  const hash = createHash('sha256')
  for (const { name, content } of [...files].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    const bytes = Buffer.from(content)
    hash.update(`${name}\0${bytes.length}\0`).update(bytes)
  }
  return hash.digest('hex')
}

/**
 * `2026.11.25-3f9a1c2`: the day (UTC) and the start of the build's content hash.
 * @param {Date} date
 * @param {string} hash
 */
export function releaseId(date, hash) {
  const day = date.toISOString().slice(0, 10).replaceAll('-', '.')
  return `${day}-${hash.slice(0, 7)}`
}

/**
 * Build statistics, not loaded at run time, whose lists come out in a different order from one build of the
 * same sources to the next: left out of a release, so a rebuild of unchanged sources is the same release.
 */
const NOT_RELEASED = new Set(['mf-stats.json'])

/**
 * The files of a build that make up its release.
 * @param {string} dist
 */
export function releaseFiles(dist) {
  return listFiles(dist).filter((file) => !NOT_RELEASED.has(file))
}

/** @param {string} dist */
export function distContentHash(dist) {
  return contentHash(
    releaseFiles(dist).map((name) => ({ name, content: fs.readFileSync(path.join(dist, name)) })),
  )
}

/**
 * A shared singleton's required version as a semver range: the build pins the version it was built with
 * (`19.3.1`), which means "this or a later compatible one" (`^19.3.1`); a range is kept as it is.
 * @param {string} version
 */
export function requiredRange(version) {
  return /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version) ? `^${version}` : version
}

/**
 * @typedef {object} FederationManifest the parts of a build's mf-manifest.json a release is registered with
 * @property {string} name
 * @property {{ name: string, version?: string, requiredVersion?: string | false }[]} [shared]
 * @property {{ name: string }[]} [exposes]
 */

/**
 * What the registry is told about a release, all read from the build: the singletons it requires (ranges)
 * and provides (versions), the modules it exposes, and those it loads from other containers (front-ends.json).
 * @param {{ folder: string, release: string, manifest: FederationManifest, manifestUrl: string }} options
 */
export function registrationFromManifest({ folder, release, manifest, manifestUrl }) {
  const remote = containerName(folder)
  if (manifest.name !== remote)
    throw new CommandError(`${folder}'s mf-manifest.json names ${manifest.name}, not ${remote}`)
  /** @type {Record<string, string>} */
  const requiredShared = {}
  /** @type {Record<string, string>} */
  const providedShared = {}
  for (const shared of manifest.shared ?? []) {
    if (shared.requiredVersion) requiredShared[shared.name] = requiredRange(shared.requiredVersion)
    if (shared.version) providedShared[shared.name] = shared.version
  }
  return {
    remote,
    release,
    manifestUrl,
    requiredShared,
    providedShared,
    exposes: (manifest.exposes ?? []).map((exposed) => exposed.name).sort(),
    loads: remoteModulesLoaded(folder),
  }
}

/**
 * Where a release's manifest is fetched from: under /releases/ on the API's origin, or under
 * GRILE_RELEASE_BASE_URL when the store is published on another host (a CDN).
 * @param {string} remote @param {string} release @param {string | undefined} baseUrl
 */
export function manifestUrlOf(remote, release, baseUrl) {
  return `${(baseUrl ?? '/releases').replace(/\/$/, '')}/${remote}/${release}/mf-manifest.json`
}

/** The release store's folder (RELEASE_STORE_DIR, as the API reads it). */
export function releaseStoreDir(env = process.env) {
  return path.resolve(root, env.RELEASE_STORE_DIR || 'releases')
}

/**
 * Whether a release folder holds exactly the release's files of a build, with the same contents.
 * @param {string} dist @param {string} release
 */
function sameContent(dist, release) {
  const files = releaseFiles(dist)
  const others = listFiles(release)
  return (
    files.length === others.length &&
    files.every(
      (file, index) =>
        file === others[index] &&
        fs.readFileSync(path.join(dist, file)).equals(fs.readFileSync(path.join(release, file))),
    )
  )
}

/**
 * Refuses a build whose Brotli copy of a file (`main.3f9a1c2b4d.js.br`, written by the build) is not that file
 * compressed: the server sends the copy to every browser that accepts Brotli, so a file changed after the build
 * would reach only the others (decision 0054).
 * @param {string} dist
 */
function checkBrotliCopies(dist) {
  for (const copy of releaseFiles(dist).filter((file) => file.endsWith('.br'))) {
    const file = copy.slice(0, -'.br'.length)
    const original = path.join(dist, file)
    if (!fs.existsSync(original))
      throw new CommandError(`${copy} has no ${file} beside it: build the front end again`)
    let unpacked
    try {
      unpacked = brotliDecompressSync(fs.readFileSync(path.join(dist, copy)))
    } catch {
      throw new CommandError(`${copy} is not Brotli: build the front end again`)
    }
    if (!unpacked.equals(fs.readFileSync(original))) {
      throw new CommandError(`${copy} is not a copy of ${file} as it is now: build the front end again`)
    }
  }
}

/**
 * Copies a build's release files into the store as `<store>/<remote>/<release>/`. A release is immutable: a folder already
 * there with the same content is left alone ('unchanged'); with other content it is refused. The copy is
 * written beside and renamed into place, so the folder is never seen half-written.
 * @param {{ dist: string, store: string, remote: string, release: string }} options
 * @returns {'copied' | 'unchanged'}
 */
export function copyIntoStore({ dist, store, remote, release }) {
  checkBrotliCopies(dist)
  const target = path.join(store, remote, release)
  if (fs.existsSync(target)) {
    if (sameContent(dist, target)) return 'unchanged'
    throw new CommandError(`${target} already holds other files: a release is never overwritten`)
  }
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const partial = path.join(store, remote, `.${release}.${randomBytes(4).toString('hex')}.partial`)
  try {
    for (const file of releaseFiles(dist)) {
      fs.mkdirSync(path.dirname(path.join(partial, file)), { recursive: true })
      fs.copyFileSync(path.join(dist, file), path.join(partial, file))
    }
    fs.renameSync(partial, target)
  } finally {
    fs.rmSync(partial, { recursive: true, force: true })
  }
  return 'copied'
}

/**
 * A problem detail (RFC 9457) as one readable message.
 * @param {number} status @param {string} body
 */
export function problemMessage(status, body) {
  try {
    const problem = JSON.parse(body)
    const errors = Array.isArray(problem.errors)
      ? problem.errors
          .map(
            (/** @type {{ path?: string, message?: string }} */ error) =>
              `\n  ${error.path ?? ''}: ${error.message ?? ''}`,
          )
          .join('')
      : ''
    return `${problem.title ?? 'Refused'} (${status})${problem.detail ? `: ${problem.detail}` : ''}${errors}`
  } catch {
    return `The API answered ${status}: ${body.slice(0, 500)}`
  }
}

/**
 * @typedef {object} ReleaseRow
 * @property {string} release
 * @property {string} createdAt
 * @property {string} createdBy
 * @property {string} manifestUrl
 */

/**
 * The live and available releases as a table: one row per release, newest first, the live one marked.
 * @param {{ remote: string, live: string | null, releases: ReleaseRow[] }[]} remotes
 */
export function releasesTable(remotes) {
  const rows = [['remote', 'release', 'live', 'registered', 'manifest']]
  for (const { remote, live, releases } of remotes) {
    if (!releases.length) rows.push([remote, '(none registered: the build folder is served)', '', '', ''])
    else if (!live) rows.push([remote, '(none promoted: the build folder is served)', '', '', ''])
    for (const release of releases) {
      rows.push([
        remote,
        release.release,
        release.release === live ? 'live' : '',
        release.createdAt.slice(0, 19).replace('T', ' '),
        release.manifestUrl,
      ])
    }
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
