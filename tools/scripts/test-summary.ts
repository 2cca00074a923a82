import { readFileSync } from 'node:fs';

/**
 * Adds up what the runners reported and prints one closing line, `N passed, N failed`, so the
 * whole suite has one count. Exits non-zero when anything failed or a report is missing.
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

const [vitestFile, playwrightFile] = process.argv.slice(2);
if (!vitestFile || !playwrightFile)
  throw new Error('usage: test-summary <vitest.json> <playwright.json>');

const vitest = JSON.parse(readFileSync(vitestFile, 'utf8')) as VitestReport;
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8')) as PlaywrightReport;

const passed = vitest.numPassedTests + playwright.stats.expected;
const failed = vitest.numFailedTests + playwright.stats.unexpected + playwright.stats.flaky;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;

console.log(`vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`);
console.log(
  `playwright: ${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed`,
);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || passed === 0 || skipped > 0) process.exit(1);
