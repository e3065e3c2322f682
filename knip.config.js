// @ts-check
// knip finds unused files, exports and types; `npm test` runs it after lint so dead code stays out.
// Entry points its plugins (webpack, Jest, ESLint, Playwright) cannot see are listed here: each front end's
// top-level src/ files (the federated entry, `pnpm dev` on its own and the exposed modules, see
// docs/remote-template.md), the API's command-line tools, the benchmarks, the workspace scripts and the
// node tests of shared/build; the type-level tests (`*.typecheck.ts`), which only tsc reads.
import { FRONT_ENDS } from './shared/build/front-ends.mjs'

/** A front end: its top-level src/ files are its entry points, the rest must be reached from them. */
const frontEnd = {
  entry: ['src/*.{ts,tsx}!', 'src/**/__tests__/**/*.test.{ts,tsx}'],
  project: ['src/**/*.{ts,tsx}!'],
}

/** @type {import('knip').KnipConfig} */
const config = {
  // Dead code only. The dependency findings (the federation runtime and webpack plugins each app lists
  // beside shared/build's) need a production build of every app to verify, which lint cannot run.
  include: ['files', 'exports', 'types', 'nsExports', 'nsTypes', 'enumMembers', 'duplicates'],
  // An export its own file also uses (an endpoint's key and fetcher beside its hook) is not dead code.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs!', 'scripts/__tests__/*.test.mjs'],
      project: ['scripts/**/*.mjs!'],
    },
    shared: {
      // The overlays' chunk is read by name, once it has loaded (src/chakra/lazy-overlays.tsx).
      entry: [
        'build/*.mjs!',
        'build/*.cjs!',
        'build/__tests__/*.test.mjs',
        'src/*/index.ts!',
        'src/chakra/overlays.ts!',
        'src/**/__tests__/**/*.test.{ts,tsx}',
        'src/**/__tests__/**/*.typecheck.ts',
      ],
      project: ['src/**/*.{ts,tsx}!', 'build/**/*.{mjs,cjs}!'],
    },
    ...Object.fromEntries(FRONT_ENDS.map((folder) => [folder, frontEnd])),
    api: {
      entry: [
        'src/db/maintenance/*-cli.ts!',
        'src/**/__tests__/**/*.test.ts',
        'test/**/*.test.ts',
        'test/support/*.mjs',
        // Run by the journeys on a stopped server's data folder.
        'test/support/plant-learning.ts',
        'bench/*.ts',
      ],
      project: ['src/**/*.ts!', 'test/**/*.ts', 'bench/**/*.ts'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts', 'bench/*.ts'],
      project: ['**/*.ts'],
    },
  },
}

export default config
