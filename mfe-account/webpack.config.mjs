import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  title: 'Grile · Profile, teacher, pupils, tokens, purchases, vouchers',
  exposes: { './App': './src/app.tsx' },
})
