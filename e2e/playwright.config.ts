import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/browser/chromium';

/**
 * End-to-end tests against the production build served by the API (`dist/`), in Debian's
 * chromium: never a browser Playwright downloads itself.
 */
export default defineConfig({
  testDir: './src',
  globalSetup: './src/global-setup.ts',
  outputDir: '../tmp/e2e/test-output',
  fullyParallel: false,
  // Two browsers against the one portal, in CI as on a workstation: each test makes its own
  // records (partners, orders) and waits on them, so they do not step on each other.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../tmp/test-results/playwright.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
