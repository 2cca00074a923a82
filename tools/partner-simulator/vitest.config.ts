import { defineProject } from 'vitest/config';

export default defineProject({
  // `@portal/*` imports resolve through the tsconfig paths, as in the apps and libs.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'partner-simulator',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 20_000,
  },
});
