import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace; each project has its own vitest.config.ts
 * (its name, environment and setup). `npx vitest run --project api` runs one of them.
 */
export default defineConfig({
  test: {
    // Two test files at a time even on 2 cores (Vitest's default there is one): the API suites
    // spend much of their time waiting on PGlite and PostgreSQL, and every suite has its own
    // databases. On 2 cores this took the run from 847 s to 523 s.
    maxWorkers: 2,
    projects: ['libs/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/*/vitest.config.ts'],
  },
});
