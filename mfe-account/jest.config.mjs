import { createJestConfig } from '@grile/shared/build/jest'

export default {
  ...createJestConfig({
    dir: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['<rootDir>/src/testing/setup-tests.ts'],
  }),
  // jsdom lacks the pointer events Ark UI's menus and switches create.
  testEnvironment: '<rootDir>/jest-environment.cjs',
  // Chakra's components render slowly in jsdom on these two-core machines.
  testTimeout: 30_000,
}
