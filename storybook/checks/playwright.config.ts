import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tools/browser/chromium';

/**
 * The Storybook checks (docs/storybook.md): every story of the built Storybook
 * (dist/storybook) opens in both languages without an error, its play function passes, and its
 * picture matches the committed baseline. Debian's chromium, never a downloaded browser.
 */
const port = Number(process.env['STORYBOOK_CHECK_PORT'] ?? '6007');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../tmp/storybook-checks',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // A picture taken while the machine is starved can catch a frame mid-change; a real change
  // fails again on the retry. Retried passes are listed as flaky in the summary.
  retries: 1,
  forbidOnly: true,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    // Snackbars arrive in the order their calls fail, which varies: they are left out of the
    // pictures (the plays and the console checks still see them).
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: resolve(import.meta.dirname, 'hide-snackbars.css'),
    },
  },
  reporter: [['list'], ['json', { outputFile: '../../tmp/test-results/storybook-checks.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `npx tsx storybook/checks/serve-static.ts dist/storybook ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
