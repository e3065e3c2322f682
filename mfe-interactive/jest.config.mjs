import { createJestConfig } from '@grile/shared/build/jest'

// Chakra in jsdom on two cores: a journey through the page takes several seconds.
export default {
  ...createJestConfig({ dir: import.meta.dirname, environment: 'jsdom' }),
  testTimeout: 20_000,
}
