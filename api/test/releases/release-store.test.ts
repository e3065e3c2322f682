import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createTestApp, type TestApp } from '../support/test-app'

/**
 * The release store (RELEASE_STORE_DIR) served under /releases/: a release never changes, so every file of
 * one is cached for good; anything the store does not hold is a 404 (never the app's page, never cached).
 */

const RELEASE = 'mfe_exams/2026.11.25-3f9a1c2'
const FILES: Record<string, string> = {
  'mf-manifest.json': '{"id":"mfe_exams","name":"mfe_exams"}',
  'remoteEntry.js': 'var mfe_exams;',
  '__federation_expose_ExamTable.0123456789.js': 'export default 1',
  'assets/logo.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
}

describe('the release store', () => {
  let t: TestApp
  let store: string

  beforeAll(async () => {
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'grile-release-store-'))
    for (const [file, content] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(store, RELEASE, file)), { recursive: true })
      fs.writeFileSync(path.join(store, RELEASE, file), content)
    }
    t = await createTestApp({ SERVE_WEB: 'true', RELEASE_STORE_DIR: store })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(store, { recursive: true, force: true })
  })

  it('serves every file of a release, the manifest and remoteEntry.js included, as cacheable for a year and immutable', async () => {
    for (const [file, content] of Object.entries(FILES)) {
      const response = await t.app.inject({ method: 'GET', url: `/releases/${RELEASE}/${file}` })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.body).toBe(content)
    }
    const manifest = await t.app.inject({ method: 'GET', url: `/releases/${RELEASE}/mf-manifest.json` })
    expect(manifest.headers['content-type']).toMatch(/^application\/json/)
  })

  it('sends the Brotli copy a release holds to a browser that accepts it, with the headers of the file it copies', async () => {
    const file = '__federation_expose_Exams.0123456789.js'
    const code = `export default ${JSON.stringify("a remote's module ".repeat(200))}`
    const copy = zlib.brotliCompressSync(code)
    fs.writeFileSync(path.join(store, RELEASE, file), code)
    fs.writeFileSync(path.join(store, RELEASE, `${file}.br`), copy)
    const url = `/releases/${RELEASE}/${file}`
    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/)
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.rawPayload.equals(copy)).toBe(true)
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(code)
  })

  it('serves a release written after the server started, without a restart', async () => {
    const later = path.join(store, 'mfe_exams', '2026.11.26-abcdef0')
    fs.mkdirSync(later, { recursive: true })
    fs.writeFileSync(path.join(later, 'remoteEntry.js'), 'var later;')
    const response = await t.app.inject({
      method: 'GET',
      url: '/releases/mfe_exams/2026.11.26-abcdef0/remoteEntry.js',
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe('var later;')
  })

  it('answers 404, not cached for good, for a file, release or remote the store does not hold', async () => {
    for (const url of [
      `/releases/${RELEASE}/missing.0123456789.js`,
      '/releases/mfe_exams/2026.01.01-0000000/mf-manifest.json',
      '/releases/mfe_unknown/2026.11.25-3f9a1c2/remoteEntry.js',
      '/releases/../package.json',
      '/releases/%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 })
      expect(response.headers['cache-control'] ?? '').not.toContain('immutable')
    }
  })

  it('lists no folder of the store', async () => {
    for (const url of [`/releases/${RELEASE}/`, '/releases/mfe_exams/', '/releases/']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect({ url, refused: [403, 404].includes(response.statusCode) }).toEqual({ url, refused: true })
      expect(response.body).not.toContain('remoteEntry.js')
    }
  })
})
