import { createAppConfig } from '@grile/shared/build'

export default createAppConfig({
  dir: import.meta.dirname,
  kind: 'host',
  title: 'Grile',
  // The MSAL redirect bridge (spec: /redirect.html), a plain page outside federation.
  pages: [{ name: 'redirect', entry: './src/redirect-bridge.ts', template: 'public/redirect.html' }],
  // The public pages as HTML, rendered by the same components (see src/prerender.tsx).
  prerender: './src/prerender.tsx',
})
