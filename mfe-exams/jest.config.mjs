import { createJestConfig } from '@grile/shared/build/jest'

export default {
  ...createJestConfig({ dir: import.meta.dirname, environment: 'jsdom-with-fetch' }),
  // Chakra's components render slowly in jsdom on these two-core machines.
  testTimeout: 30_000,
}
