// @ts-check
// The release registry's commands over the administrators' API (GRILE_API_URL, GRILE_ADMIN_TOKEN):
//   pnpm promote <front end> <release>   makes a registered release live (/remotes.json changes at once)
//   pnpm rollback <front end>            makes the release live before the current one live again
//   pnpm releases [<front end>]          what is live and what is available
// A refusal (the compatibility gate's, say) prints the API's message and exits 1.
import { containerName } from '../shared/build/front-ends.mjs'
import { adminApi, runCommand } from './admin-api.mjs'
import { CommandError, frontEndFolder, releasesTable } from './release-lib.mjs'

const [command, name, release] = process.argv.slice(2)

/** @param {{ remote: string, release: string, previousRelease: string | null, action: string }} promotion */
const describe = (promotion) =>
  `${promotion.remote}: ${promotion.release} is live (${promotion.action}; before: ${promotion.previousRelease ?? 'the build folder'})`

runCommand(async () => {
  if (command === 'promote') {
    const remote = containerName(frontEndFolder(name))
    if (!release)
      throw new CommandError('Usage: pnpm promote <front end> <release> (pnpm releases lists them)')
    const api = await adminApi()
    console.log(describe(await api.call('POST', `/releases/${remote}/promote`, { release })))
  } else if (command === 'rollback') {
    const remote = containerName(frontEndFolder(name))
    const api = await adminApi()
    console.log(describe(await api.call('POST', `/releases/${remote}/rollback`)))
  } else if (command === 'releases') {
    const query = name ? `?remote=${containerName(frontEndFolder(name))}` : ''
    const api = await adminApi()
    console.log(releasesTable(await api.call('GET', `/releases${query}`)))
  } else {
    throw new CommandError('Usage: node scripts/release-admin.mjs promote|rollback|releases …')
  }
})
