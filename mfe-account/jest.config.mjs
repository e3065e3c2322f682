import { createJestConfig } from '@grile/shared/build/jest'

export default createJestConfig({
  dir: import.meta.dirname,
  environment: 'jsdom-with-fetch',
  setupFiles: ['<rootDir>/src/testing/jest-setup.ts'],
})
