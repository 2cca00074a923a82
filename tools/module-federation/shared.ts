import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

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

/** Workspace libs that hold state (token, current user, i18n, api client) or the theme. */
export const sharedWorkspaceLibs = [
  '@portal/auth',
  '@portal/i18n',
  '@portal/api-client',
  '@portal/ui',
  '@portal/shell-contract',
  '@portal/contracts',
] as const;

export interface SharedEntry {
  singleton: true;
  eager: boolean;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
}

/** `eager` only for the host: it provides every shared module before any remote asks. */
export function sharedDependencies(options: { eager: boolean }): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const [name, subpaths] of Object.entries(sharedPackages)) {
    const version = rootPackage.dependencies[name];
    if (!version) throw new Error(`shared package ${name} is not a dependency in package.json`);
    for (const request of [name, ...subpaths]) {
      shared[request] = { singleton: true, eager: options.eager, requiredVersion: `^${version}` };
    }
  }
  for (const lib of sharedWorkspaceLibs) {
    shared[lib] = {
      singleton: true,
      eager: options.eager,
      requiredVersion: false,
      version: rootPackage.version,
    };
  }
  return shared;
}
