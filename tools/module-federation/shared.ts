import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { namedImportsOf } from './used-exports';

/**
 * The one Module Federation `shared` config of every app (host and remotes).
 * Everything that holds state or context is a singleton, subpaths included, so a remote
 * renders with the shell's React, router, Mantine theme, jotai store and i18n instance.
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
const rootPackage = JSON.parse(readFileSync(resolve(workspaceRoot, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

/** npm packages shared as singletons: package name, then subpaths that hold the same state. */
const sharedPackages: Record<string, readonly string[]> = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
  'react-router': ['react-router/dom'],
  '@mantine/core': [],
  '@mantine/dates': [],
  '@mantine/hooks': [],
  '@mantine/notifications': [],
  jotai: ['jotai/react', 'jotai/vanilla', 'jotai/utils'],
  i18next: [],
  'react-i18next': [],
  dayjs: [],
};

/**
 * Workspace libs that hold state (token, current user, i18n, api client) or the theme.
 * `@portal/contracts` holds none: each app bundles only the schemas and tables it imports,
 * where sharing it would send all of it (and zod) to every first screen (issue 21).
 */
export const sharedWorkspaceLibs = [
  '@portal/auth',
  '@portal/i18n',
  '@portal/api-client',
  '@portal/ui',
  '@portal/shell-contract',
] as const;

/**
 * Shared packages built with only the exports the portal uses (Module Federation's shared tree
 * shaking), each with the folders whose imports of it count: the apps and libs, and the Mantine
 * packages, which import each other through the share scope too. Whole, these four were 231 KiB
 * (br) of every signed-in first screen; shaken, 124 (issue 21). Every app of a build keeps the
 * same exports, so the shell's copy serves all; a remote rebuilt alone that starts using another
 * export does not find it there: the shell must be rebuilt with it (docs/architecture.md).
 */
const portalSources = ['apps', 'libs'].map((folder) => resolve(workspaceRoot, folder));
const mantineSources = ['core', 'dates', 'notifications'].map((name) =>
  resolve(workspaceRoot, 'node_modules/@mantine', name, 'esm'),
);
const portalAndMantine = [...portalSources, ...mantineSources];
const treeShakenPackages: Record<string, readonly string[]> = {
  '@mantine/core': portalAndMantine,
  '@mantine/dates': portalAndMantine,
  '@mantine/hooks': portalAndMantine,
  'react-router': portalSources,
};

export interface SharedEntry {
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
  singleton: true;
  eager: boolean;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
}

/**
 * Never eager, the host included: an eager module sits in the host's main.js whether the first
 * screen uses it or not. Lazy, each is a chunk of its own that loads when code needing it does
 * (the sign-in page does not load the date pickers); main.ts's `import('./bootstrap')` is the
 * async boundary that lets the runtime negotiate them first.
 */
export function sharedDependencies(): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [name, subpaths] of Object.entries(sharedPackages)) {
    const version = rootPackage.dependencies[name];
    if (!version) throw new Error(`shared package ${name} is not a dependency in package.json`);
    for (const request of [name, ...subpaths]) {
      shared[request] = { singleton: true, eager: false, requiredVersion: `^${version}` };
      const sources = treeShakenPackages[request];
      // Development builds share them whole: bytes do not matter there, rebuild speed does.
      if (
        sources &&
        process.env['NODE_ENV'] !== 'development' &&
        process.env['SHARED_WHOLE'] !== 'true'
      )
        shared[request].treeShaking = {
          mode: 'runtime-infer',
          usedExports: namedImportsOf(request, sources),
        };
    }
  }
  for (const lib of sharedWorkspaceLibs) {
    shared[lib] = {
      singleton: true,
      eager: false,
      requiredVersion: false,
      version: rootPackage.version,
    };
  }
  return shared;
}
