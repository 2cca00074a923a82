/// <reference types="node" />
// Storybook for the ui lib, built with Rsbuild. Run through Nx from the workspace root:
// `nx run ui:storybook` (dev, port 6006) or `nx run ui:build-storybook` (dist/storybook/ui).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

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
  // The kit, and the shared feature components built on it (libs/order-view: ship window, SSCC).
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../order-view/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      plugins: [pluginReact()],
      // `@portal/*` imports resolve through the workspace's tsconfig paths.
      source: { tsconfigPath: resolve(workspaceRoot, 'tsconfig.base.json') },
      output: { overrideBrowserslist: workspaceBrowserslist() },
    }),
};

export default config;
