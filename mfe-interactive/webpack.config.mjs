import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  title: 'Grile · Interactive practice',
  exposes: {
    './App': './src/app.tsx',
    './ExerciseOfTheDayCard': './src/exercise-of-the-day-card.tsx',
    './preload': './src/preload.ts',
  },
  // The exercise of the day's copy for a device's first visit (see src/copies/).
  prerender: './src/prerender.tsx',
})
