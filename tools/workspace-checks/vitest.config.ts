import { defineProject } from 'vitest/config';

export default defineProject({
  // The checks read the contracts (the API's areas) through the @portal/* paths.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'workspace-checks',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
