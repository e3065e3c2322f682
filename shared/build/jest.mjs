// @ts-check
// One Jest setup for every package: @swc/jest transforms TypeScript (tsc type-checks apart).
import path from 'node:path'

const sharedRoot = path.resolve(import.meta.dirname, '..')

/**
 * @param {{ dir: string, environment: 'node' | 'jsdom' | 'jsdom-with-fetch', setupFiles?: string[], transformAllModules?: boolean }} options
 * @returns {import('jest').Config}
 */
export function createJestConfig({ dir, environment, setupFiles = [], transformAllModules = false }) {
  return {
    rootDir: dir,
    // 'jsdom-with-fetch': jsdom plus Node's Fetch API classes, for pages inside data routers like the test
    // kit's renderer (see jest-environment.cjs).
    testEnvironment:
      environment === 'jsdom-with-fetch' ? `${sharedRoot}/build/jest-environment.cjs` : environment,
    testMatch: ['<rootDir>/**/__tests__/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // A ceiling for a hung test, not a timing check: a page test typing into forms under jsdom can take
    // tens of seconds on a busy 2-core machine (timings live in the benchmarks).
    testTimeout: 60_000,
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages must be transformed to run under Jest's CommonJS; the server depends on many.
    transformIgnorePatterns: transformAllModules ? [] : ['/node_modules/(?!(\\.pnpm/)?(uuid|jose|nanoid))'],
    moduleNameMapper: {
      '^@grile/shared/(contract|api|auth|ui|chakra|theme|dates|federation|testing)$': `${sharedRoot}/src/$1/index.ts`,
      '\\.(png|jpe?g|webp|svg|gif)$': `${sharedRoot}/build/file-stub.cjs`,
    },
    setupFilesAfterEnv: [
      ...(environment !== 'node' ? [`${sharedRoot}/build/jest-dom-setup.cjs`] : []),
      ...setupFiles,
    ],
  }
}
