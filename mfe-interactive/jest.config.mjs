import { createJestConfig } from '@grile/shared/build/jest'

export default createJestConfig({ dir: import.meta.dirname, environment: 'jsdom-with-fetch' })
