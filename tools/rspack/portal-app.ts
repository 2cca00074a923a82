import { resolve } from 'node:path';
import { rspack, type Configuration, type RuleSetRules } from '@rspack/core';
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

/** Where the shell's production build puts the sign-in page's entry (see `signInPageConfig`). */
const signInScript = '/sign-in.js';

function outputPathOf(project: PortalApp): string {
  return process.env['OUTPUT_PATH']
    ? resolve(process.env['OUTPUT_PATH'])
    : resolve(workspaceRoot, 'dist/apps', project);
}

const resolveOptions: Configuration['resolve'] = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  tsConfig: resolve(workspaceRoot, 'tsconfig.base.json'),
};

function moduleRules(development: boolean): RuleSetRules {
  return [
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
    // The contracts are tables, schemas and pure functions: an app keeps only what it
    // imports (the sign-in page does not get every endpoint's schema).
    { test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
  ];
}

/**
 * The Rspack config of every front-end app. `BUILD_ID` names the build (shown on a remote's
 * root element); `OUTPUT_PATH` builds somewhere else, e.g. a second build of one remote.
 */
export function portalAppConfig(options: PortalAppOptions): Configuration {
  const { project, container, exposes, host = false } = options;
  const development = process.env['NODE_ENV'] === 'development';
  const projectRoot = resolve(workspaceRoot, 'apps', project);
  const outputPath = outputPathOf(project);
  const buildId = process.env['BUILD_ID'] ?? (development ? 'dev' : 'local');

  return {
    name: project,
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
    resolve: resolveOptions,
    module: { rules: moduleRules(development) },
    plugins: [
      new ModuleFederationPlugin({
        name: container,
        ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
        manifest: true,
        dts: false,
        shared: sharedDependencies(),
        // One federation runtime for the whole page: the shell provides it, remotes use it
        // instead of each bundling a copy.
        experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      new rspack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(buildId),
        // Only a production build of the shell writes the sign-in bundle (shellConfigs).
        __SIGN_IN_SCRIPT__: JSON.stringify(host && !development ? signInScript : null),
      }),
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

/**
 * The sign-in page built on its own, beside the shell: the same page the portal shows at /login,
 * with its own tree-shaken copy of React, Mantine and the rest instead of the whole packages the
 * shell shares with remotes (Module Federation cannot tree-shake a shared package). The shell's
 * main.js loads it for a signed-out visit that starts at /login. It is built after the shell,
 * whose clean would remove it, into the same folder; its entry name carries no hash, so the
 * server has browsers revalidate it, and the chunks it loads are hashed.
 */
export function signInPageConfig(): Configuration {
  return {
    name: 'shell-sign-in',
    dependencies: ['shell'],
    mode: 'production',
    context: resolve(workspaceRoot, 'apps/shell'),
    target: 'browserslist',
    devtool: false,
    // The page is a chunk loaded by the entry, so that its style sheet is linked by the runtime.
    entry: { 'sign-in': './src/sign-in/sign-in-entry.ts' },
    output: {
      path: outputPathOf('shell'),
      publicPath: '/',
      // Its own chunk-loading global: the shell's runtime runs on the same page.
      uniqueName: 'shell_sign_in',
      filename: signInScript.slice(1),
      chunkFilename: 'sign-in.[id].[contenthash:8].js',
      cssChunkFilename: 'sign-in.[id].[contenthash:8].css',
      clean: false,
    },
    resolve: resolveOptions,
    module: {
      rules: [
        ...moduleRules(false),
        // The page uses a few of the workspace libs' components and helpers; the rest of each
        // lib is left out (their modules have no effect on import that this page needs).
        { test: /libs[\\/][^/\\]+[\\/]src[\\/].*\.tsx?$/, sideEffects: false },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env['BUILD_ID'] ?? 'local') }),
      new PrecompressPlugin(),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}

/** The shell's build: the portal, and in production the sign-in page beside it. */
export function shellConfigs(): Configuration[] {
  const shell = portalAppConfig({ project: 'shell', container: 'shell', host: true });
  return process.env['NODE_ENV'] === 'development' ? [shell] : [shell, signInPageConfig()];
}
