/// <reference types="node" />
// The portal's one Storybook (docs/storybook.md), built with Rsbuild: the ui kit, the shared
// feature libs, the shell's pages and every remote's screens, plus the design-system pages.
// `npm run storybook` (dev, port 6006) or `nx run storybook:build-storybook` (dist/storybook).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/** The root package.json's browserslist: without it Mantine's CSS is lowered for old browsers. */
function workspaceBrowserslist(): string[] {
  const manifest: unknown = JSON.parse(
    readFileSync(resolve(workspaceRoot, 'package.json'), 'utf8'),
  );
  if (typeof manifest === 'object' && manifest !== null && 'browserslist' in manifest) {
    const { browserslist } = manifest;
    if (Array.isArray(browserslist) && browserslist.every((entry) => typeof entry === 'string')) {
      return browserslist;
    }
  }
  throw new Error(`No browserslist array in ${resolve(workspaceRoot, 'package.json')}`);
}

const config: StorybookConfig = {
  // Each team keeps its stories beside its code: the kit and feature libs in libs/*, the shell
  // and each remote in apps/<area>/src. The design-system pages live here.
  stories: [
    '../docs/*.mdx',
    '../../libs/*/src/**/*.stories.@(ts|tsx)',
    '../../apps/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // MSW's service worker answers the screens' API calls (public/mockServiceWorker.js).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      plugins: [pluginReact()],
      // `@portal/*` imports resolve through the workspace's tsconfig paths.
      source: {
        tsconfigPath: resolve(workspaceRoot, 'tsconfig.base.json'),
        // What the remotes' build defines (tools/rspack/portal-app.ts).
        define: { __BUILD_ID__: JSON.stringify('storybook'), __SIGN_IN_SCRIPT__: 'null' },
      },
      output: { overrideBrowserslist: workspaceBrowserslist() },
    }),
};

export default config;
