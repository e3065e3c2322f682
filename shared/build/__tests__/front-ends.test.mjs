// shared/build/front-ends.json is the one list of front ends: every app folder is on it, and what each
// consumer derives from it (webpack's container names and ports, the API's remotes) agrees with it.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { test } from 'node:test'
import { FRONT_ENDS, REMOTES, SHELL, containerName, frontEnd, remoteModulesLoaded } from '../front-ends.mjs'

const root = path.resolve(import.meta.dirname, '../../..')

test('every folder with a webpack config is listed, and every listed folder is a package of that name', () => {
  const withWebpack = fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'webpack.config.mjs')),
    )
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
    assert.equal(
      'exposes' in federation._options,
      REMOTES.includes(folder),
      `${folder} exposes modules only as a remote`,
    )
  }
})

test('an unlisted folder is refused by name', () => {
  assert.throws(() => frontEnd('mfe-unknown'), /mfe-unknown is not listed in shared\/build\/front-ends\.json/)
})

/** The source files of a front end, its tests left out. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/**
 * The remote modules a front end's code loads: `<RemoteArea remote="x" module="Y">`, `preloadRemoteModule('x/Y')`,
 * and for the shell each routed remote's App (`remote: 'x'` in its routes, rendered as `module="App"`).
 */
function remoteModulesInCode(folder) {
  const found = new Set()
  for (const file of sourceFiles(path.join(root, folder, 'src'))) {
    const code = fs.readFileSync(file, 'utf8')
    for (const [, remote, module] of code.matchAll(/\bremote="([a-z_]+)"\s+module="(\w+)"/g))
      found.add(`${remote}/${module}`)
    for (const [, id] of code.matchAll(/preloadRemoteModule\('([a-z_]+\/\w+)'\)/g)) found.add(id)
    if (/remote=\{mount\.remote\}\s+module="App"/.test(code)) {
      const routes = fs.readFileSync(path.join(root, folder, 'src', 'config', 'remote-routes.ts'), 'utf8')
      for (const [, remote] of routes.matchAll(/\bremote: '([a-z_]+)'/g)) found.add(`${remote}/App`)
    }
  }
  return [...found].sort()
}

test("each front end's declared loads are the remote modules its code loads, and each is exposed by its remote", async () => {
  for (const folder of FRONT_ENDS) {
    assert.deepEqual(
      [...remoteModulesLoaded(folder)].sort(),
      remoteModulesInCode(folder),
      `${folder}: loads in front-ends.json`,
    )
  }
  // The check above sees something: the shell routes to every remote, and mfe-materials embeds the exam table.
  assert.deepEqual(remoteModulesLoaded('mfe-materials'), ['mfe_exams/ExamTable'])
  assert.ok(REMOTES.every((folder) => remoteModulesLoaded(SHELL).includes(`${containerName(folder)}/App`)))
  for (const folder of FRONT_ENDS) {
    for (const id of remoteModulesLoaded(folder)) {
      const [container, module] = id.split('/')
      const remote = REMOTES.find((candidate) => containerName(candidate) === container)
      assert.ok(remote, `${folder} loads ${id} from an unknown container`)
      const { default: createConfig } = await import(path.join(root, remote, 'webpack.config.mjs'))
      const [app] = [createConfig({}, { mode: 'development' })].flat()
      const federation = app.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')
      assert.ok(
        `./${module}` in federation._options.exposes,
        `${remote} exposes ${module}, which ${folder} loads`,
      )
    }
  }
})
