import { resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
// The contracts' plain constants, by file: a build config does not resolve @portal/* paths.
import { apiPrefix } from '../../libs/contracts/src/endpoints/api-paths';
import { sharedDependencies } from '../module-federation/shared';
import { PrecompressPlugin } from './precompress-plugin';

export const workspaceRoot = resolve(import.meta.dirname, '../..');

/** Dev-server ports: the shell, then one per remote (tools/scripts/dev.sh writes the manifest). */
export const devPorts = {
  shell: 4200,
  orders: 4201,
  delivery: 4202,
  'invoice-payment': 4203,
  inventory: 4204,
  'master-data': 4205,
  settings: 4206,
} as const;

export type PortalApp = keyof typeof devPorts;

interface PortalAppOptions {
  /** Nx project name, also the folder under apps/ and dist/apps/. */
  project: PortalApp;
  /** Module Federation container name (an identifier). */
  container: string;
  /** Remotes expose their contract; the host exposes nothing and loads remotes at run time. */
  exposes?: Record<string, string>;
  host?: boolean;
}

/**
 * The Rspack config of every front-end app. `BUILD_ID` names the build (shown on a remote's
 * root element); `OUTPUT_PATH` builds somewhere else, e.g. a second build of one remote.
 */
export function portalAppConfig(options: PortalAppOptions): Configuration {
  const { project, container, exposes, host = false } = options;
  const development = process.env['NODE_ENV'] === 'development';
  const projectRoot = resolve(workspaceRoot, 'apps', project);
  const outputPath = process.env['OUTPUT_PATH']
    ? resolve(process.env['OUTPUT_PATH'])
    : resolve(workspaceRoot, 'dist/apps', project);
  const buildId = process.env['BUILD_ID'] ?? (development ? 'dev' : 'local');

  return {
    mode: development ? 'development' : 'production',
    context: projectRoot,
    target: 'browserslist',
    // Production builds write no source maps: WEB_ROOT is served to anyone, and the maps (6 MB)
    // would hand out the whole front-end source. The server refuses `.map` in production too.
    devtool: development ? 'cheap-module-source-map' : false,
    entry: { main: './src/main.ts' },
    output: {
      path: outputPath,
      // The host lives at the site root (deep links load /main.js); remotes find their own URL.
      publicPath: host ? '/' : 'auto',
      uniqueName: container,
      filename: development ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      tsConfig: resolve(workspaceRoot, 'tsconfig.base.json'),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
        manifest: true,
        dts: false,
        shared: sharedDependencies({ eager: host }),
        // One federation runtime for the whole page: the shell provides it, remotes use it
        // instead of each bundling a copy.
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId) }),
      ...(host
        ? [
            new rspack.HtmlRspackPlugin({
              template: resolve(projectRoot, 'src/index.html'),
              publicPath: '/',
              // Emitted as /favicon.ico and linked from index.html: browsers ask for that path
              // even without a link, and a missing asset is a 404 (apps/api static-files).
              favicon: resolve(projectRoot, 'src/favicon.ico'),
            }),
          ]
        : []),
      ...(development ? [] : [new PrecompressPlugin()]),
    ],
    optimization: { minimize: !development },
    // Rspack's dev-mode lazy compilation serves proxy modules that federation cannot resolve
    // across containers (the shell fails with "reading 'call'", remote screens never load).
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: devPorts[project],
      hot: true,
      historyApiFallback: host,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(host
        ? {
            proxy: [
              {
                context: [apiPrefix, '/remotes.json'],
                target: `http://127.0.0.1:${process.env['PORT'] ?? '8080'}`,
              },
            ],
          }
        : {}),
    },
  };
}
