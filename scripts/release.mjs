// @ts-check
// `pnpm release <front end>`: builds that front end alone, names the build (`2026.11.25-3f9a1c2`: the day and
// its content's hash), copies it into the release store and registers it with the release registry, which
// refuses it when it would not run with the live shell and apps. Nothing goes live: `pnpm promote` does that.
// --no-build releases the build already in <front end>/dist; --from <folder> releases a build made elsewhere
// (a CI job's artifact).
import fs from 'node:fs'
import path from 'node:path'
import { containerName } from '../shared/build/front-ends.mjs'
import { adminApi, runCommand } from './admin-api.mjs'
import { log, root, run } from './lib.mjs'
import {
  CommandError,
  copyIntoStore,
  distContentHash,
  frontEndFolder,
  manifestUrlOf,
  registrationFromManifest,
  releaseId,
  releaseStoreDir,
} from './release-lib.mjs'

runCommand(async () => {
  const args = process.argv.slice(2)
  const fromAt = args.indexOf('--from')
  const from = fromAt >= 0 ? args[fromAt + 1] : undefined
  if (fromAt >= 0 && !from)
    throw new CommandError('Usage: pnpm release <front end> --from <folder of its build>')
  const folder = frontEndFolder(
    args.find((arg, i) => !arg.startsWith('--') && (fromAt < 0 || i !== fromAt + 1)),
  )
  const remote = containerName(folder)
  // Signed in before the build: a missing token or server is known without waiting for webpack.
  const api = await adminApi()

  if (!from && !args.includes('--no-build')) {
    log(`Building ${folder} alone`)
    run('pnpm', ['--filter', `@grile/${folder}`, 'run', 'build'])
  }
  const dist = from ? path.resolve(from) : path.join(root, folder, 'dist')
  const manifestPath = path.join(dist, 'mf-manifest.json')
  if (!fs.existsSync(manifestPath))
    throw new CommandError(`${manifestPath} is missing: build ${folder} first`)

  const release = releaseId(new Date(), distContentHash(dist))
  const registration = registrationFromManifest({
    folder,
    release,
    manifest: JSON.parse(fs.readFileSync(manifestPath, 'utf8')),
    // The shell's pages are sent by the API, from its release store; a remote may be published elsewhere.
    manifestUrl: manifestUrlOf(
      remote,
      release,
      remote === 'shell' ? undefined : process.env.GRILE_RELEASE_BASE_URL,
    ),
  })

  const store = releaseStoreDir()
  const copied = copyIntoStore({ dist, store, remote, release })
  log(
    `${remote} ${release}: ${copied === 'copied' ? 'copied into' : 'already in'} ${path.join(store, remote, release)}`,
  )

  const [known] = await api.call('GET', `/releases?remote=${remote}`)
  if (known?.releases.some((/** @type {{ release: string }} */ existing) => existing.release === release)) {
    console.log(`${remote} ${release} is already registered.`)
  } else {
    try {
      await api.call('POST', '/releases', registration)
    } catch (error) {
      // Refused (by the compatibility gate, say): a release nobody registered is not kept in the store.
      if (copied === 'copied') fs.rmSync(path.join(store, remote, release), { recursive: true, force: true })
      throw error
    }
    console.log(`Registered ${remote} ${release} with ${api.baseUrl}.`)
  }
  console.log(`Make it live: pnpm promote ${folder} ${release}`)
})
