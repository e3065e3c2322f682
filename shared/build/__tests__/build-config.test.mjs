// What a front end's webpack configuration resolves in production and in development.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { createAppConfig } from '../index.mjs'

const shell = path.resolve(import.meta.dirname, '../../../shell')

/** The browser build's configuration (the first of the compilers) in a mode. */
function browserBuild(mode) {
  const configs = createAppConfig({ dir: shell, kind: 'host', prerender: './src/prerender.tsx' })(
    {},
    { mode },
  )
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
      assert.match(
        alias[specifier],
        new RegExp(`[\\\\/]react-router[\\\\/]dist[\\\\/]production[\\\\/]${file.replace('.', '\\.')}$`),
      )
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
  const [app] = [
    createAppConfig({ dir: path.resolve(shell, '../mfe-exams'), kind: 'remote' })(
      {},
      { mode: 'development' },
    ),
  ].flat()
  const plugin = app.plugins.find((candidate) => candidate.constructor.name === 'ModuleFederationPlugin')
  assert.equal(plugin._options.experiments, undefined)
})

test("the host's start takes its small modules into one chunk, never a singleton's consumer nor a large library", () => {
  const [app] = browserBuild('production')
  const start = app.optimization.splitChunks.cacheGroups.start
  const module = (type, resource) => ({ type, nameForCondition: () => resource })
  const pnpm = (pkg, file) =>
    `/repo/node_modules/.pnpm/${pkg.replace('/', '+')}@1.0.0/node_modules/${pkg}/${file}`
  for (const small of [
    pnpm('zustand', 'esm/index.mjs'),
    pnpm('react-dom', 'cjs/react-dom.production.js'),
    '/repo/shared/src/ui/index.ts',
  ]) {
    assert.equal(start.test(module('javascript/esm', small)), true, small)
  }
  for (const large of [
    pnpm('@azure/msal-browser', 'dist/index.mjs'),
    pnpm('react-dom', 'cjs/react-dom-client.production.js'),
    pnpm('react-router', 'dist/production/index.mjs'),
    pnpm('@chakra-ui/react', 'dist/esm/index.js'),
  ]) {
    assert.equal(start.test(module('javascript/esm', large)), false, large)
  }
  // A consumer in the chunk would wait, as the chunk loads, for its provider in that same chunk: the app never starts.
  assert.equal(start.test(module('consume-shared-module', null)), false)
  assert.equal(start.test(module('provide-module', null)), false)
})

test('a remote and a development build keep their chunks as webpack splits them', () => {
  const [development] = browserBuild('development')
  assert.equal(development.optimization.splitChunks.cacheGroups.start, undefined)
  const [remote] = [
    createAppConfig({ dir: path.resolve(shell, '../mfe-exams'), kind: 'remote' })({}, { mode: 'production' }),
  ].flat()
  assert.equal(remote.optimization.splitChunks.cacheGroups.start, undefined)
})

test("an SVG's text is outlined in the browser's build and the prerender's alike, so both name the file the same", () => {
  for (const mode of ['production', 'development']) {
    for (const config of browserBuild(mode)) {
      const svgRules = config.module.rules.filter(
        (rule) => rule.test instanceof RegExp && rule.test.test('hero.svg'),
      )
      assert.equal(svgRules.length, 1, `${config.name ?? mode}: one rule takes an SVG`)
      assert.equal(svgRules[0].type, 'asset/resource')
      assert.match(String(svgRules[0].use), /svg-text-outlines\.mjs$/)
      assert.ok(
        !config.module.rules.some(
          (rule) =>
            rule !== svgRules[0] && rule.test instanceof RegExp && rule.test.test('photo.png') && rule.use,
        ),
      )
    }
  }
})

test("every entry point of @grile/shared is a singleton of the browser's build, but the test kit and the build-time rendering", () => {
  const shared = federationOptions(shell, 'host').shared
  for (const entry of ['@grile/shared/ui', '@grile/shared/auth', '@grile/shared/theme/start']) {
    assert.equal(shared[entry]?.singleton, true, entry)
  }
  // Both run in Node only (jest, the prerender): in a browser's build they would bring Node's modules along.
  assert.equal(shared['@grile/shared/testing'], undefined)
  assert.equal(shared['@grile/shared/prerender'], undefined)
})
