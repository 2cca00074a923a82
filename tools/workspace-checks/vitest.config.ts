import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'workspace-checks',
    environment: 'node',
    include: ['*.test.ts'],
    testTimeout: 60_000,
  },
});
