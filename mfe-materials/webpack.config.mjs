import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_materials',
  devPort: 3003,
  title: 'Grile · Learning materials',
  exposes: { './App': './src/app.tsx', './preload': './src/preload.ts' },
})
