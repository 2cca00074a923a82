import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace; each project has its own vitest.config.ts
 * (its name, environment and setup). `npx vitest run --project api` runs one of them.
 */
export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tools/*/vitest.config.ts'],
  },
});
