import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({ dir: import.meta.dirname, kind: 'host', name: 'shell', devPort: 3000, title: 'Grile' })
