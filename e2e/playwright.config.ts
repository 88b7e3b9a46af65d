import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig } from '@playwright/test'

// Evaluated by the runner and again by every worker: one folder per run (workers inherit the runner's
// environment). Each worker starts its own server with its own data inside it (support/fixtures.ts, `server`):
// tests of one worker never see another's people, so a count read on a screen is the count of its own data.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'katutubo-e2e-'))
  process.env.E2E_DATA_DIR_OWNED = '1'
}

/** Phone-only checks; the phone project also runs every screen's fit and axe checks (accessibility.spec.ts and
 * each feature's own `*.screens.spec.ts`). */
const PHONE_SPEC = 'phone.spec.ts'
const SCREENS_SPECS = ['accessibility.spec.ts', '*.screens.spec.ts']

export default defineConfig({
  testDir: './tests',
  // One folder per run: colleagues may run the suite in the same checkout at the same time.
  outputDir: path.join('test-results', path.basename(process.env.E2E_DATA_DIR)),
  fullyParallel: false,
  workers: 2,
  retries: 0, // always: a test that passes only on a second try is a flaky test, reported as failing
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './support/global-teardown.ts',
  use: {
    // baseURL: the worker's own server's (support/fixtures.ts).
    browserName: 'chromium',
    headless: true,
    permissions: ['camera'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: PHONE_SPEC },
    {
      // Every screen again at a phone's size, with a phone's viewport rules (a page wider than the screen widens
      // the layout viewport) and touch.
      name: 'phone',
      testMatch: [PHONE_SPEC, ...SCREENS_SPECS],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
})
