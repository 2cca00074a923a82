import type { LaunchOptions } from 'playwright-core';

/**
 * How every browser test and benchmark starts Debian's chromium: never a browser Playwright
 * downloads itself, and without the background networking this closed network refuses.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
