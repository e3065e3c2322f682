import { createJestConfig } from '@grile/shared/build/jest'

export default {
  ...createJestConfig({ dir: import.meta.dirname, environment: 'jsdom' }),
  // The pages run inside a data router, as in the shell; jsdom needs the Fetch API classes for it.
  testEnvironment: '<rootDir>/jest-environment.cjs',
  // Chakra's components render slowly in jsdom on these two-core machines.
  testTimeout: 30_000,
}
