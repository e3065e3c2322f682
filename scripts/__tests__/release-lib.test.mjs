// The release command's pure parts: the release id, the registration read from a build's mf-manifest.json,
// and the release store's copy, which never overwrites a release.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { brotliCompressSync } from 'node:zlib'
import {
  CommandError,
  contentHash,
  copyIntoStore,
  distContentHash,
  frontEndFolder,
  manifestUrlOf,
  problemMessage,
  registrationFromManifest,
  releaseId,
  releasesTable,
  requiredRange,
} from '../release-lib.mjs'

/** A few files of a remote's build: name → content. */
function writeFolder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-release-'))
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), content)
  }
  return dir
}

const BUILD = { 'mf-manifest.json': '{}', 'remoteEntry.js': 'var a', 'assets/logo.0123456789.svg': '<svg/>' }

test('the release id is the day (UTC) and the first 7 hex digits of the hash of the files, whatever their order', () => {
  const files = [
    { name: 'remoteEntry.js', content: 'var a' },
    { name: 'mf-manifest.json', content: '{}' },
  ]
  const hash = contentHash(files)
  assert.match(hash, /^[0-9a-f]{64}$/)
  assert.equal(contentHash([...files].reverse()), hash)
  assert.equal(releaseId(new Date('2026-11-25T23:30:00Z'), hash), `2026.11.25-${hash.slice(0, 7)}`)
  assert.equal(releaseId(new Date('2026-01-02T00:00:00Z'), 'abcdef0123'), '2026.01.02-abcdef0')
})

test('the hash changes with any file name or content, and bytes moved from one file to the next are seen', () => {
  const base = contentHash([
    { name: 'a.js', content: 'xy' },
    { name: 'b.js', content: 'z' },
  ])
  assert.notEqual(
    contentHash([
      { name: 'a.js', content: 'x' },
      { name: 'b.js', content: 'yz' },
    ]),
    base,
  )
  assert.notEqual(
    contentHash([
      { name: 'a.js', content: 'xy' },
      { name: 'c.js', content: 'z' },
    ]),
    base,
  )
  assert.notEqual(
    contentHash([
      { name: 'a.js', content: 'xy' },
      { name: 'b.js', content: 'Z' },
    ]),
    base,
  )
})

test("a build's hash reads every file, in sub-folders too, but not the build statistics", () => {
  const dir = writeFolder(BUILD)
  const before = distContentHash(dir)
  assert.equal(distContentHash(writeFolder(BUILD)), before)
  // mf-stats.json lists modules in a different order from one build of the same sources to the next.
  fs.writeFileSync(path.join(dir, 'mf-stats.json'), '{"order":1}')
  assert.equal(distContentHash(dir), before)
  fs.writeFileSync(path.join(dir, 'assets', 'logo.0123456789.svg'), '<svg></svg>')
  assert.notEqual(distContentHash(dir), before)
})

/** The parts of mfe-exams' mf-manifest.json a release reads (as webpack writes them). */
const examsManifest = {
  id: 'mfe_exams',
  name: 'mfe_exams',
  shared: [
    { id: 'mfe_exams:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '19.3.1' },
    {
      id: 'mfe_exams:@grile/shared/api',
      name: '@grile/shared/api',
      version: '1.0.0',
      singleton: true,
      requiredVersion: '1.0.0',
    },
    { id: 'mfe_exams:swr', name: 'swr', version: '2.5.1', singleton: true, requiredVersion: '^2.4.0' },
  ],
  remotes: [],
  exposes: [
    { id: 'mfe_exams:preload', name: 'preload', path: './preload' },
    { id: 'mfe_exams:App', name: 'App', path: './App' },
    { id: 'mfe_exams:ExamTable', name: 'ExamTable', path: './ExamTable' },
  ],
}

test('a registration is read from the build: required ranges, provided versions, exposed modules, declared loads', () => {
  const registration = registrationFromManifest({
    folder: 'mfe-exams',
    release: '2026.11.25-3f9a1c2',
    manifest: examsManifest,
    manifestUrl: '/releases/mfe_exams/2026.11.25-3f9a1c2/mf-manifest.json',
  })
  assert.deepEqual(registration, {
    remote: 'mfe_exams',
    release: '2026.11.25-3f9a1c2',
    manifestUrl: '/releases/mfe_exams/2026.11.25-3f9a1c2/mf-manifest.json',
    requiredShared: { react: '^19.3.1', '@grile/shared/api': '^1.0.0', swr: '^2.4.0' },
    providedShared: { react: '19.3.1', '@grile/shared/api': '1.0.0', swr: '2.5.1' },
    exposes: ['App', 'ExamTable', 'preload'],
    loads: [],
  })
  const materials = registrationFromManifest({
    folder: 'mfe-materials',
    release: '2026.11.25-0000000',
    manifest: { name: 'mfe_materials', shared: [], exposes: [{ name: 'App' }] },
    manifestUrl: '/releases/mfe_materials/2026.11.25-0000000/mf-manifest.json',
  })
  assert.deepEqual(materials.loads, ['mfe_exams/ExamTable'])
  const shell = registrationFromManifest({
    folder: 'shell',
    release: '2026.11.25-1111111',
    manifest: { name: 'shell' },
    manifestUrl: '/x',
  })
  assert.ok(
    shell.loads.includes('mfe_exams/App') && shell.loads.includes('mfe_interactive/ExerciseOfTheDayCard'),
  )
  assert.deepEqual(shell.exposes, [])
})

test('a manifest of another container is refused', () => {
  assert.throws(
    () =>
      registrationFromManifest({
        folder: 'mfe-exams',
        release: '2026.11.25-3f9a1c2',
        manifest: { name: 'mfe_admin' },
        manifestUrl: '/x',
      }),
    CommandError,
  )
})

test('an exact required version means it or a later compatible one; a range stays', () => {
  assert.equal(requiredRange('19.3.1'), '^19.3.1')
  assert.equal(requiredRange('1.0.0-rc.1'), '^1.0.0-rc.1')
  assert.equal(requiredRange('>=2 <3'), '>=2 <3')
  assert.equal(requiredRange('^1.2.0'), '^1.2.0')
})

test('manifest addresses: on the API under /releases/, or on another host', () => {
  assert.equal(
    manifestUrlOf('mfe_exams', '2026.11.25-3f9a1c2', undefined),
    '/releases/mfe_exams/2026.11.25-3f9a1c2/mf-manifest.json',
  )
  assert.equal(
    manifestUrlOf('mfe_exams', '2026.11.25-3f9a1c2', 'https://cdn.grile.example/releases/'),
    'https://cdn.grile.example/releases/mfe_exams/2026.11.25-3f9a1c2/mf-manifest.json',
  )
})

test('front ends are named by folder or container; others are refused with the list', () => {
  assert.equal(frontEndFolder('mfe-exams'), 'mfe-exams')
  assert.equal(frontEndFolder('mfe_exams'), 'mfe-exams')
  assert.equal(frontEndFolder('shell'), 'shell')
  assert.throws(() => frontEndFolder('mfe-unknown'), /shell, mfe-exams/)
  assert.throws(() => frontEndFolder(undefined), CommandError)
})

test('the store gets a copy of the build; the same content again is a no-op; other content is refused', () => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-store-'))
  const dist = writeFolder(BUILD)
  const options = { dist, store, remote: 'mfe_exams', release: '2026.11.25-3f9a1c2' }
  assert.equal(copyIntoStore(options), 'copied')
  const target = path.join(store, 'mfe_exams', '2026.11.25-3f9a1c2')
  assert.equal(fs.readFileSync(path.join(target, 'assets', 'logo.0123456789.svg'), 'utf8'), '<svg/>')
  assert.deepEqual(fs.readdirSync(path.join(store, 'mfe_exams')), ['2026.11.25-3f9a1c2'])
  assert.equal(copyIntoStore(options), 'unchanged')
  // The build statistics are not part of a release: another version of them changes nothing.
  fs.writeFileSync(path.join(dist, 'mf-stats.json'), '{}')
  assert.equal(copyIntoStore(options), 'unchanged')
  assert.ok(!fs.existsSync(path.join(target, 'mf-stats.json')))

  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var b')
  assert.throws(() => copyIntoStore(options), /never overwritten/)
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var a')
  fs.writeFileSync(path.join(dist, 'extra.js'), '')
  assert.throws(() => copyIntoStore(options), /never overwritten/)
  assert.equal(fs.readFileSync(path.join(target, 'remoteEntry.js'), 'utf8'), 'var a')
})

test('a build whose Brotli copy is not its file as it is now is refused, before anything is copied', () => {
  const store = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-store-'))
  const dist = writeFolder({ ...BUILD, 'remoteEntry.js.br': brotliCompressSync('var a') })
  const options = { dist, store, remote: 'mfe_exams', release: '2026.11.25-3f9a1c2' }
  // A file changed after the build (its copy still holds the old one).
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var b')
  assert.throws(
    () => copyIntoStore(options),
    /remoteEntry\.js\.br is not a copy of remoteEntry\.js as it is now/,
  )
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.br'), 'not brotli')
  assert.throws(() => copyIntoStore(options), /remoteEntry\.js\.br is not Brotli/)
  fs.writeFileSync(path.join(dist, 'gone.js.br'), brotliCompressSync('x'))
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.br'), brotliCompressSync('var b'))
  assert.throws(() => copyIntoStore(options), /gone\.js\.br has no gone\.js beside it/)
  assert.ok(!fs.existsSync(path.join(store, 'mfe_exams')))
  // Rebuilt: the copies match, and the release goes in with them.
  fs.rmSync(path.join(dist, 'gone.js.br'))
  assert.equal(copyIntoStore(options), 'copied')
  const released = path.join(store, 'mfe_exams', '2026.11.25-3f9a1c2', 'remoteEntry.js.br')
  assert.deepEqual(fs.readFileSync(released), fs.readFileSync(path.join(dist, 'remoteEntry.js.br')))
})

test("the API's problem detail is one message; an answer that is not one is quoted", () => {
  const gate = JSON.stringify({
    type: 'about:blank',
    title: 'Conflict',
    status: 409,
    detail: 'mfe_exams requires react ^20.0.0; the live shell provides 19.3.1',
  })
  assert.equal(
    problemMessage(409, gate),
    'Conflict (409): mfe_exams requires react ^20.0.0; the live shell provides 19.3.1',
  )
  const invalid = JSON.stringify({
    title: 'Bad Request',
    status: 400,
    errors: [{ path: 'release', message: 'Must be a release id' }],
  })
  assert.equal(problemMessage(400, invalid), 'Bad Request (400)\n  release: Must be a release id')
  assert.equal(
    problemMessage(502, '<html>Bad gateway</html>'),
    'The API answered 502: <html>Bad gateway</html>',
  )
})

test('the releases table lists every release, newest first as the API gives them, the live one marked', () => {
  const row = (release) => ({
    release,
    createdAt: '2026-11-25T10:00:00.000Z',
    createdBy: 'u1',
    manifestUrl: `/releases/mfe_exams/${release}/mf-manifest.json`,
  })
  const table = releasesTable([
    {
      remote: 'mfe_exams',
      live: '2026.11.24-aaaaaaa',
      releases: [row('2026.11.25-bbbbbbb'), row('2026.11.24-aaaaaaa')],
    },
    { remote: 'mfe_admin', live: null, releases: [] },
  ])
  const lines = table.split('\n')
  assert.match(lines[0], /^remote\s+release\s+live\s+registered\s+manifest$/)
  assert.match(lines[1], /^mfe_exams\s+2026\.11\.25-bbbbbbb\s+2026-11-25 10:00:00/)
  assert.match(lines[2], /^mfe_exams\s+2026\.11\.24-aaaaaaa\s+live\s+2026-11-25 10:00:00/)
  assert.match(lines[3], /^mfe_admin\s+\(none registered: the build folder is served\)$/)
})
