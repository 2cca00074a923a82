import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { portalAppConfig, workspaceRoot } from '../../rspack/portal-app';
import { PrecompressPlugin } from '../../rspack/precompress-plugin';

/** Where `npm run dev:remote` serves the host; outside the range of the portal's dev servers. */
export const standalonePort = 4300;

/**
 * The apps tagged `type:remote`. Read from their project.json: the Rspack CLI loads this file
 * without the workspace's `@portal/*` paths, so the contracts lib is out of reach here.
 */
export function remoteApps(): string[] {
  const apps = join(workspaceRoot, 'apps');
  return readdirSync(apps)
    .filter((name) => {
      const project = join(apps, name, 'project.json');
      if (!existsSync(project)) return false;
      const { tags = [] } = JSON.parse(readFileSync(project, 'utf8')) as { tags?: string[] };
      return tags.includes('type:remote');
    })
    .sort();
}

/**
 * The dev host around one remote: the shell's Rspack settings (loaders, page template, the API
 * proxy) with the remote's contract compiled in through the `standalone-remote` alias instead of
 * loaded by Module Federation, so the remote's code reloads hot on its own.
 */
export function standaloneHostConfig(
  area: string | undefined,
  outputPath = resolve(workspaceRoot, 'dist/standalone', area ?? ''),
): Configuration {
  const remotes = remoteApps();
  if (area === undefined || !remotes.includes(area))
    throw new Error(`"${area ?? ''}" is no remote; one of ${remotes.join(', ')}`);
  const contract = resolve(workspaceRoot, 'apps', area, 'src/contract.tsx');
  const shell = portalAppConfig({ project: 'shell', container: 'standalone_host', host: true });
  return {
    ...shell,
    mode: 'development',
    devtool: 'cheap-module-source-map',
    context: import.meta.dirname,
    entry: { main: './main.tsx' },
    output: {
      ...shell.output,
      path: outputPath,
      filename: '[name].js',
      chunkFilename: '[name].js',
    },
    resolve: { ...shell.resolve, alias: { 'standalone-remote': contract } },
    // No container to share with, and nothing to ship: no federation, no precompressed copies.
    plugins: (shell.plugins ?? []).filter(
      (plugin) =>
        !(plugin instanceof ModuleFederationPlugin || plugin instanceof PrecompressPlugin),
    ),
    optimization: { minimize: false },
    devServer: { ...shell.devServer, port: standalonePort },
  };
}
