import { defineProject, type ViteUserConfig } from 'vitest/config';

/**
 * The Vitest project config every app and lib shares: `@portal/*` imports resolve through
 * tsconfig paths, browser code gets jsdom plus the stubs Mantine needs.
 */
export function portalTestProject(options: {
  name: string;
  environment: 'node' | 'jsdom';
  /** Files run once before the project's tests (e.g. preparing databases). */
  globalSetup?: string[];
}): ViteUserConfig {
  return defineProject({
    resolve: { tsconfigPaths: true },
    define: { __BUILD_ID__: JSON.stringify('test') },
    test: {
      name: options.name,
      environment: options.environment,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles:
        options.environment === 'jsdom'
          ? [new URL('./vitest-dom-setup.ts', import.meta.url).pathname]
          : [],
      testTimeout: 10_000,
      ...(options.globalSetup === undefined ? {} : { globalSetup: options.globalSetup }),
    },
  });
}
