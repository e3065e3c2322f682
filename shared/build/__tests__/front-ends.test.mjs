// shared/build/front-ends.json is the one list of front ends: every app folder is on it, and what each
// consumer derives from it (webpack's container names and ports, the API's remotes) agrees with it.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { FRONT_ENDS, REMOTES, SHELL, containerName, frontEnd } from '../front-ends.mjs'

const root = path.resolve(import.meta.dirname, '../../..')

test('every folder with a webpack config is listed, and every listed folder is a package of that name', () => {
  const withWebpack = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'webpack.config.mjs')))
    .map((entry) => entry.name)
  assert.deepEqual([...withWebpack].sort(), [...FRONT_ENDS].sort())
  for (const folder of FRONT_ENDS) {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8'))
    assert.equal(pkg.name, `@grile/${folder}`)
  }
})

test('the shell is the host and the remotes are remotes, with distinct dev ports', async () => {
  assert.equal(SHELL, 'shell')
  const ports = FRONT_ENDS.map((folder) => frontEnd(folder).devPort)
  assert.equal(new Set(ports).size, ports.length)
  for (const folder of FRONT_ENDS) {
    const { default: createConfig } = await import(path.join(root, folder, 'webpack.config.mjs'))
    const [app] = [createConfig({}, { mode: 'development' })].flat()
    assert.equal(app.name, containerName(folder))
    assert.equal(app.devServer.port, frontEnd(folder).devPort)
    const federation = app.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')
    assert.equal('exposes' in federation._options, REMOTES.includes(folder), `${folder} exposes modules only as a remote`)
  }
})

test('an unlisted folder is refused by name', () => {
  assert.throws(() => frontEnd('mfe-unknown'), /mfe-unknown is not listed in shared\/build\/front-ends\.json/)
})
