import path from 'node:path'
import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 8181)
export const baseURL = `http://localhost:${port}`
// Per port, so that runs side by side (one per engineer or CI job) never delete each other's files.
const artifacts = path.join(import.meta.dirname, 'artifacts', String(port))
const dataDir = path.join(artifacts, 'data')

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(artifacts, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(artifacts, 'results.json') }],
    ['html', { outputFolder: path.join(artifacts, 'report'), open: 'never' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Playwright cannot download browsers here: Debian's Chromium, with its network chatter off.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `node ../scripts/serve.mjs`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    // The journeys sign in some sixty times from one address; the sign-in form's limit is tested in the API suite.
    // A second administrator (support/admin.ts) proves the shell takes administrators from the server.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      FRESH_DATA: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT_IDENTITY_MAX: '1000',
      ADMIN_EMAILS: 'admin@grile.ro,second.admin@grile.ro',
    },
  },
})
