import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  title: 'Grile · Administration',
  exposes: { './App': './src/app.tsx' },
})
