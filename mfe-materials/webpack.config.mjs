import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  title: 'Grile · Learning materials',
  exposes: { './App': './src/app.tsx', './preload': './src/preload.ts' },
})
