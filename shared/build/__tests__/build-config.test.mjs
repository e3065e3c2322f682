// What a front end's webpack configuration resolves in production and in development.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { createAppConfig } from '../index.mjs'

const shell = path.resolve(import.meta.dirname, '../../../shell')

/** The browser build's configuration (the first of the compilers) in a mode. */
function browserBuild(mode) {
  const configs = createAppConfig({ dir: shell, kind: 'host', prerender: './src/prerender.tsx' })({}, { mode })
  return [configs].flat()
}

test("production takes React Router's production build, in the browser and at build time", () => {
  const [app, prerender] = browserBuild('production')
  for (const config of [app, prerender]) {
    const alias = config.resolve.alias
    for (const [specifier, file] of [
      ['react-router$', 'index.mjs'],
      ['react-router/dom$', 'dom-export.mjs'],
    ]) {
      assert.match(alias[specifier], new RegExp(`[\\\\/]react-router[\\\\/]dist[\\\\/]production[\\\\/]${file.replace('.', '\\.')}$`))
      assert.ok(fs.existsSync(alias[specifier]), `${alias[specifier]} exists`)
    }
  }
})

test('development keeps what the package exports', () => {
  const [app] = browserBuild('development')
  assert.equal(app.resolve.alias, undefined)
})
