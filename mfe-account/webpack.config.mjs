import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mfe_account',
  devPort: 3004,
  title: 'Grile · Profile, teacher, pupils, tokens, purchases, vouchers',
  exposes: { './App': './src/app.tsx' },
})
