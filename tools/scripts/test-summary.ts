import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * Adds up what the runners reported and prints one closing line, `N passed, N failed`, so the
 * whole suite has one count. Exits non-zero when anything failed or a report is missing.
 * Usage: test-summary <vitest.json> <playwright.json>… (the Storybook checks and the end-to-end
 * tests are both Playwright reports).
 */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const [vitestFile, ...playwrightFiles] = process.argv.slice(2);
if (!vitestFile || playwrightFiles.length === 0)
  throw new Error('usage: test-summary <vitest.json> <playwright.json>…');

const vitest = JSON.parse(readFileSync(vitestFile, 'utf8')) as VitestReport;
let passed = vitest.numPassedTests;
let failed = vitest.numFailedTests;
let skipped = vitest.numPendingTests + vitest.numTodoTests;
console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
for (const file of playwrightFiles) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as PlaywrightReport;
  // Only the Storybook checks retry (a picture caught mid-change on a starved machine): a test
  // that passed on its retry counts as passed and is named flaky; elsewhere flaky is failed.
  const retried = basename(file) === 'storybook-checks.json';
  passed += stats.expected + (retried ? stats.flaky : 0);
  failed += stats.unexpected + (retried ? 0 : stats.flaky);
  skipped += stats.skipped;
  console.log(
    `${basename(file, '.json')}: ${stats.expected} passed, ${stats.unexpected} failed` +
      (stats.flaky > 0 ? `, ${stats.flaky} flaky` : ''),
  );
}
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || passed === 0 || skipped > 0) process.exit(1);
