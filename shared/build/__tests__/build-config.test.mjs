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

/** The federation plugin's options of an app's browser build in production. */
function federationOptions(dir, kind) {
  const [app] = [createAppConfig({ dir, kind })({}, { mode: 'production' })].flat()
  const plugin = app.plugins.find((candidate) => candidate.constructor.name === 'ModuleFederationPlugin')
  return plugin._options
}

test("a remote's entry uses the host's federation runtime, which the host hands over (decision 0048)", () => {
  const remote = federationOptions(path.resolve(shell, '../mfe-exams'), 'remote')
  assert.deepEqual(remote.experiments, { externalRuntime: true })
  assert.ok(!remote.runtimePlugins.some((file) => file.endsWith('provide-runtime-plugin.ts')))

  const host = federationOptions(shell, 'host')
  // Federation's own provider (`provideExternalRuntime`) bundles the runtime's CommonJS build beside the ES one.
  assert.equal(host.experiments, undefined)
  assert.ok(host.runtimePlugins.some((file) => file.endsWith('provide-runtime-plugin.ts')))
})

test('development builds a remote with its own runtime, so that its development server serves it alone', () => {
  const [app] = [createAppConfig({ dir: path.resolve(shell, '../mfe-exams'), kind: 'remote' })({}, { mode: 'development' })].flat()
  const plugin = app.plugins.find((candidate) => candidate.constructor.name === 'ModuleFederationPlugin')
  assert.equal(plugin._options.experiments, undefined)
})
