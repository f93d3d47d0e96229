import { defineConfig } from '@playwright/test';
import { debianChromium } from './e2e/fixtures/debian-chromium';
import type { DeskWorkerFixtures } from './e2e/fixtures/desk';

/*
 * e2e: the `web` project drives the built renderer in Debian's Chromium through the web host
 * (dist/electron/web-host.js, built by `npm run test:e2e`); the `electron` project runs the same specs in the
 * Electron app where its binary exists and skips them, saying why, where it does not (this machine).
 * Each worker gets its own sandbox gateway and data dir (e2e/fixtures/desk.ts). Chromium is Debian's
 * (e2e/fixtures/debian-chromium.ts); never `playwright install`.
 */
export default defineConfig<object, Pick<DeskWorkerFixtures, 'deskHost'>>({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    screenshot: 'on',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  },
  projects: [
    {
      name: 'web',
      testIgnore: /electron-smoke\.spec\.ts/,
      use: { browserName: 'chromium', launchOptions: debianChromium },
    },
    {
      name: 'electron',
      // The same specs, plus the Electron-only smoke; the desk fixture opens the app's window as `page`.
      // (Chromium stays configured: Playwright sets up its page fixture before a test can skip.)
      // The shared-ledger specs start their own web hosts on PostgreSQL (no Electron in them): the web project runs them.
      testIgnore: /(two-desks|desk-filter)\.spec\.ts/,
      use: { deskHost: 'electron', browserName: 'chromium', launchOptions: debianChromium },
    },
  ],
});
