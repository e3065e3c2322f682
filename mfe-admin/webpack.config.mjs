import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_admin',
  devPort: 3005,
  title: 'Grile · Administration',
  exposes: { './App': './src/app.tsx' },
})
