import { createJestConfig } from '@grile/shared/build/jest'

export default {
  ...createJestConfig({ dir: import.meta.dirname, environment: 'node', transformAllModules: true }),
  // Tests that start servers and databases take longer than unit tests.
  testTimeout: 60_000,
  globalSetup: '<rootDir>/test/support/compile-server.mjs',
}
