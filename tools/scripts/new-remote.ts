import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { menuGroups, roles, type MenuGroup, type Role } from '@portal/contracts';

/**
 * `npm run new:remote -- <area> --zh <中文名> --en <English name>`: a new feature remote, built
 * the way the others are (docs/architecture.md "How to add a remote"). It writes apps/<area>
 * (project, Rspack and Vitest configs, the contract and its test, one feature folder with
 * api/components/hooks/state/texts.ts, the text bundle, src/testing/) and registers the remote
 * where the workspace lists remotes: the routes table (and so the remotes manifest), the ESLint
 * areas, the dev ports, the shell's area names and the end-to-end project's dependencies.
 */

export interface RemoteSpec {
  /** Nx project, folder and i18n namespace, in kebab case: `ship-notice`. */
  readonly area: string;
  /** The screen's (and menu entry's) title in each language. */
  readonly zh: string;
  readonly en: string;
  /** The first feature folder; the area's name unless given. */
  readonly feature?: string;
  /** Who may open the screen (decisions.md §4). */
  readonly role?: Role;
  /** Position of the menu entry among all entries (spec §2 order). */
  readonly order?: number;
  /** The menu group its entry sits in; administration unless given. */
  readonly group?: MenuGroup;
}

export interface RemoteNames {
  readonly area: string;
  /** Module Federation container: an identifier, `ship_notice`. */
  readonly container: string;
  /** Key of the screen in the routes table and prefix of its texts: `shipNotice`. */
  readonly screen: string;
  /** Component prefix: `ShipNotice`. */
  readonly component: string;
  readonly feature: string;
  readonly featureCamel: string;
  readonly featureComponent: string;
  readonly zh: string;
  readonly en: string;
  readonly role: Role;
  readonly order: number;
  readonly group: MenuGroup;
  readonly port: number;
}

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const camel = (name: string): string =>
  name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
const pascal = (name: string): string => camel(name).replace(/^./, (first) => first.toUpperCase());
/** A property name as Prettier keeps it: quoted only when it must be. */
const property = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
/** A text inside a single-quoted TypeScript string. */
const quoted = (text: string): string => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** The remote's names, checked against what the workspace at `root` already holds. */
export function remoteNames(spec: RemoteSpec, root: string): RemoteNames {
  const feature = spec.feature ?? spec.area;
  for (const name of [spec.area, feature])
    if (!kebab.test(name)) throw new Error(`"${name}" is not kebab case (e.g. ship-notice)`);
  if (existsSync(join(root, 'apps', spec.area)))
    throw new Error(`apps/${spec.area} exists already`);
  if (['i18n', 'screens', 'testing'].includes(feature))
    throw new Error(`"${feature}" is a reserved folder of a remote, not a feature`);
  const role = spec.role ?? 'ADMIN';
  if (!roles.includes(role)) throw new Error(`"${role}" is no role; one of ${roles.join(', ')}`);
  const group = spec.group ?? 'administration';
  if (!menuGroups.includes(group))
    throw new Error(`"${group}" is no menu group; one of ${menuGroups.join(', ')}`);
  if (spec.zh.trim() === '' || spec.en.trim() === '')
    throw new Error('the remote needs a title in both languages (--zh and --en)');
  const ports = [...read(root, portsFile).matchAll(/^\s+[\w'-]+: (\d{4,5}),$/gm)].map((match) =>
    Number(match[1]),
  );
  return {
    area: spec.area,
    container: spec.area.replace(/-/g, '_'),
    screen: camel(spec.area),
    component: pascal(spec.area),
    feature,
    featureCamel: camel(feature),
    featureComponent: pascal(feature),
    zh: spec.zh.trim(),
    en: spec.en.trim(),
    role,
    order: spec.order ?? 99,
    group,
    port: Math.max(...ports) + 1,
  };
}

/** The files of the new remote, by path from the workspace root. */
export function remoteFiles(n: RemoteNames): Record<string, string> {
  const app = `apps/${n.area}`;
  const src = `${app}/src`;
  const f = `${src}/${n.feature}`;
  const ns = n.area;
  const key = n.featureCamel;
  return {
    [`${app}/project.json`]: JSON.stringify({
      name: n.area,
      $schema: '../../node_modules/nx/schemas/project-schema.json',
      sourceRoot: src,
      projectType: 'application',
      tags: [`scope:${n.area}`, 'type:remote', 'platform:browser'],
      targets: {
        build: {
          command: `rspack build -c ${app}/rspack.config.ts`,
          outputs: [`{workspaceRoot}/dist/apps/${n.area}`],
        },
        serve: {
          command: `rspack serve -c ${app}/rspack.config.ts`,
          options: { env: { NODE_ENV: 'development' } },
          continuous: true,
        },
        lint: { command: `eslint ${app}` },
        typecheck: { command: `tsc --noEmit -p ${app}/tsconfig.json` },
        test: { command: `vitest run --project ${n.area}` },
      },
    }),
    [`${app}/rspack.config.ts`]: `import { portalAppConfig } from '../../tools/rspack/portal-app';

export default portalAppConfig({
  project: '${n.area}',
  container: '${n.container}',
  exposes: { './contract': './src/contract.tsx' },
});
`,
    [`${app}/tsconfig.json`]: JSON.stringify({
      extends: '../../tsconfig.base.json',
      compilerOptions: { types: ['node'] },
      include: ['src/**/*.ts', 'src/**/*.tsx', 'rspack.config.ts', 'vitest.config.ts'],
    }),
    [`${app}/vitest.config.ts`]: `import { portalTestProject } from '../../tools/vitest-project';

export default portalTestProject({ name: '${n.area}', environment: 'jsdom' });
`,
    [`${src}/main.ts`]: `// The ${n.area} remote has no page of its own: the shell loads \`./contract\` from remoteEntry.js.
export {};
`,
    [`${src}/contract.tsx`]: `import { screenPaths, screenRoles } from '@portal/contracts';
import { defineRemote, lazyScreen } from '@portal/shell-contract';
import { texts } from './i18n/texts';

const ${n.component}Screen = lazyScreen(() => import('./screens/${n.area}-screen'));

/** What the ${n.area} remote gives the shell: its screen, its menu entry and its texts. */
export default defineRemote({
  area: '${n.area}',
  namespace: '${ns}',
  build: __BUILD_ID__,
  translations: texts,
  screens: [
    {
      path: screenPaths.${n.screen},
      titleKey: '${n.screen}.title',
      roles: screenRoles.${n.screen},
      ...${n.component}Screen,
    },
  ],
  menu: [
    {
      id: '${n.area}',
      path: screenPaths.${n.screen},
      labelKey: '${n.screen}.title',
      descriptionKey: '${n.screen}.description',
      order: ${n.order},
      roles: screenRoles.${n.screen},
    },
  ],
});
`,
    [`${src}/contract.test.tsx`]: `import { describeRemoteContract } from '@portal/testing';
import contract from './contract';

describeRemoteContract(contract, import.meta.dirname);
`,
    [`${src}/i18n/texts.ts`]: `import type { RemoteTranslations } from '@portal/shell-contract';
import { ${key}Texts } from '../${n.feature}/texts';

/**
 * Texts of the ${n.area} remote (i18n namespace \`${ns}\`), in both languages: what its screens
 * and contract share, and each feature's texts.ts.
 */
export const texts = {
  'zh-cn': {
    '${n.screen}.title': '${quoted(n.zh)}',
    '${n.screen}.description': '${quoted(`${n.zh}：门户的新模块`)}',
    ...${key}Texts['zh-cn'],
  },
  'en-us': {
    '${n.screen}.title': '${quoted(n.en)}',
    '${n.screen}.description': '${quoted(`${n.en}: a new area of the portal`)}',
    ...${key}Texts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
`,
    [`${src}/screens/${n.area}-screen.tsx`]: `import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { ${n.featureComponent}Panel } from '../${n.feature}/components/${n.feature}-panel';

/** \`/space/${n.area}\` (${n.role}). */
export default function ${n.component}Screen() {
  const { t } = useTranslation('${ns}');
  return (
    <>
      <PageHeader title={t('${n.screen}.title')} description={t('${n.screen}.description')} />
      <${n.featureComponent}Panel />
    </>
  );
}
`,
    [`${f}/texts.ts`]: `/** Texts of the ${n.feature} feature (namespace \`${ns}\`); both languages hold the same keys. */
export const ${key}Texts = {
  'zh-cn': {
    '${key}.serverVersion': '服务器版本：{{version}}',
    '${key}.loadFailed': '无法读取服务器状态',
  },
  'en-us': {
    '${key}.serverVersion': 'Server version: {{version}}',
    '${key}.loadFailed': 'The server status could not be read',
  },
} as const;
`,
    [`${f}/api/get-server-status.ts`]: `import { healthEndpoints, type Health } from '@portal/contracts';
import { apiClient } from '@portal/api-client';

/**
 * The server's version and uptime: the skeleton's first call, proving the way from a screen to
 * the API. Replace it with the feature's own endpoints (docs/architecture.md, "Endpoint
 * contracts"), one file per call.
 */
export const getServerStatus = (): Promise<Health> => apiClient().call(healthEndpoints.health);
`,
    [`${f}/state/${n.feature}-status.ts`]: `import { atom } from 'jotai';
import type { Health } from '@portal/contracts';

/**
 * The server status last read. It lives in the portal's store, so coming back to the screen
 * shows it at once while it is read again.
 */
export const ${key}StatusAtom = atom<Health | null>(null);
`,
    [`${f}/hooks/use-server-status.ts`]: `import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { Health } from '@portal/contracts';
import { getServerStatus } from '../api/get-server-status';
import { ${key}StatusAtom } from '../state/${n.feature}-status';

export interface ServerStatus {
  status: Health | null;
  /** Set when the status could not be read; the client's snackbar said why. */
  failed: boolean;
  reload: () => void;
}

/** Reads the server status on mount and on \`reload\`. */
export function useServerStatus(): ServerStatus {
  const [status, setStatus] = useAtom(${key}StatusAtom);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    getServerStatus().then(
      (read) => {
        if (!active) return;
        setStatus(read);
        setFailed(false);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [generation, setStatus]);

  const reload = useCallback(() => {
    setFailed(false);
    setGeneration((current) => current + 1);
  }, []);

  return { status, failed, reload };
}
`,
    [`${f}/components/${n.feature}-panel.tsx`]: `import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel, PageLoader } from '@portal/ui';
import { useServerStatus } from '../hooks/use-server-status';

/** The ${n.feature} feature's panel: a note that the screen is new, and the server it talks to. */
export function ${n.featureComponent}Panel() {
  const { t } = useTranslation('${ns}');
  const { status, failed, reload } = useServerStatus();
  if (failed)
    return (
      <LoadErrorPanel
        title={t('${key}.loadFailed')}
        message={t('common:error.500.message')}
        retryLabel={t('common:button.retry')}
        onRetry={reload}
      />
    );
  if (status === null) return <PageLoader label={t('common:state.loading')} />;
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Text size="sm">{t('common:screen.placeholderNote')}</Text>
        <Text size="sm" c="dimmed">
          {t('${key}.serverVersion', { version: status.version })}
        </Text>
      </Stack>
    </Paper>
  );
}
`,
    [`${f}/components/${n.feature}-panel.test.tsx`]: `import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInPortal } from '../../testing/render-in-portal';
import { getServerStatus } from '../api/get-server-status';
import { ${n.featureComponent}Panel } from './${n.feature}-panel';

// The call is replaced here; the API's own suites test the real one.
vi.mock('../api/get-server-status', () => ({ getServerStatus: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('${n.feature} panel', () => {
  it('shows the server version once it is read', async () => {
    vi.mocked(getServerStatus).mockResolvedValue({ status: 'ok', version: '1.2.3', uptimeSeconds: 5 });
    await renderInPortal(<${n.featureComponent}Panel />, { language: 'en-us' });
    expect(await screen.findByText('Server version: 1.2.3')).toBeTruthy();
  });

  it('says so when the status cannot be read, and reads it again on retry', async () => {
    vi.mocked(getServerStatus)
      .mockRejectedValueOnce(new Error('no server'))
      .mockResolvedValue({ status: 'ok', version: '1.2.4', uptimeSeconds: 6 });
    await renderInPortal(<${n.featureComponent}Panel />, { language: 'zh-cn' });
    expect(await screen.findByText('无法读取服务器状态')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('服务器版本：1.2.4')).toBeTruthy();
    expect(getServerStatus).toHaveBeenCalledTimes(2);
  });
});
`,
    [`${src}/testing/render-in-portal.tsx`]: `import type { ReactElement } from 'react';
import type { createStore } from 'jotai';
import type { Language } from '@portal/contracts';
import { renderInPortal as renderRemote, type PortalRender } from '@portal/testing';
import { texts } from '../i18n/texts';

export type { PortalRender };

/** Renders a part of the ${n.area} remote inside the providers the shell gives it. */
export const renderInPortal = (
  ui: ReactElement,
  options: { language?: Language; store?: ReturnType<typeof createStore> } = {},
): Promise<PortalRender> => renderRemote(ui, { namespace: '${ns}', texts, ...options });
`,
  };
}

const routesFile = 'libs/contracts/src/routes.ts';
const eslintFile = 'eslint.config.mjs';
const portsFile = 'tools/rspack/portal-app.ts';
const shellTextsFile = 'apps/shell/src/i18n/texts.ts';
const e2eProjectFile = 'e2e/project.json';

/** The workspace files that list remotes, each with how the new one joins it. */
export const registries = [routesFile, eslintFile, portsFile, shellTextsFile, e2eProjectFile];

const read = (root: string, file: string): string => readFileSync(join(root, file), 'utf8');

/**
 * Inserts `line` before the first `end` that follows `start` (Prettier tidies the result);
 * refuses when either is missing.
 */
function insertBefore(
  text: string,
  start: string,
  end: string,
  line: string,
  file: string,
): string {
  const from = text.indexOf(start);
  const at = from < 0 ? -1 : text.indexOf(end, from + start.length);
  if (at < 0) throw new Error(`${file}: cannot find "${start}" … "${end}" to register the remote`);
  return `${text.slice(0, at)}${line}\n${text.slice(at)}`;
}

/** Every registry with the new remote added. */
function registered(n: RemoteNames, root: string): Record<string, string> {
  const routeInserts: [start: string, end: string, line: string][] = [
    ['export const screenPaths = {', '} as const;', `  ${n.screen}: '/space/${n.area}',`],
    ['export const screenRoles', '};', `  ${n.screen}: ['${n.role}'],`],
    ['export const screenMenuGroups', '};', `  ${n.screen}: '${n.group}',`],
    [
      'export const remoteAreas = {',
      '} as const satisfies',
      `  ${property(n.area)}: { container: '${n.container}', screens: ['${n.screen}'] },`,
    ],
  ];
  const routes = routeInserts.reduce(
    (text, [start, end, line]) => insertBefore(text, start, end, line, routesFile),
    read(root, routesFile),
  );
  let e2e = read(root, e2eProjectFile);
  for (const list of ['"implicitDependencies": [', '"projects": [']) {
    e2e = insertBefore(e2e, list, ']', `, "${n.area}"`, e2eProjectFile);
  }
  let shellTexts = read(root, shellTextsFile);
  for (const [language, name] of [
    ['en-us', n.en],
    ['zh-cn', n.zh],
  ] as const) {
    shellTexts = insertBefore(
      shellTexts,
      `'${language}': {`,
      "    'area.portal':",
      `    'area.${n.area}': '${quoted(name)}',`,
      shellTextsFile,
    );
  }
  return {
    [routesFile]: routes,
    [eslintFile]: insertBefore(
      read(root, eslintFile),
      'const areas = [',
      "  'server',",
      `  '${n.area}',`,
      eslintFile,
    ),
    [portsFile]: insertBefore(
      read(root, portsFile),
      'export const devPorts = {',
      '} as const;',
      `  ${property(n.area)}: ${n.port},`,
      portsFile,
    ),
    [shellTextsFile]: shellTexts,
    [e2eProjectFile]: e2e,
  };
}

/** Formats as `npm run format` would: the workspace's Prettier settings, whatever `root` is. */
async function formatted(path: string, text: string): Promise<string> {
  const config = await prettier.resolveConfig(resolve(import.meta.dirname, '../../package.json'));
  return prettier.format(text, { ...config, filepath: path });
}

/** Writes the new remote into the workspace at `root` and registers it; returns what it wrote. */
export async function newRemote(
  spec: RemoteSpec,
  root: string,
): Promise<{ names: RemoteNames; created: string[]; edited: string[] }> {
  const names = remoteNames(spec, root);
  const files = remoteFiles(names);
  // Everything is computed before anything is written: a missing anchor leaves the tree as it was.
  const edits = registered(names, root);
  const outputs = await Promise.all(
    Object.entries({ ...files, ...edits }).map(
      async ([path, text]) => [path, await formatted(path, text)] as const,
    ),
  );
  for (const [path, text] of outputs) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { names, created: Object.keys(files), edited: Object.keys(edits) };
}

const usage = `Usage: npm run new:remote -- <area> --zh <中文名> --en <English name>
  [--feature <folder>] [--role <ROLE>] [--order <menu position>] [--group <menu group>]`;

// As a script (tools/scripts/new-remote.ts run by tsx): parse the arguments and write.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      zh: { type: 'string' },
      en: { type: 'string' },
      feature: { type: 'string' },
      role: { type: 'string' },
      order: { type: 'string' },
      group: { type: 'string' },
    },
  });
  const [area] = positionals;
  if (area === undefined || values.zh === undefined || values.en === undefined) {
    process.stderr.write(`${usage}\n`);
    process.exit(2);
  }
  const root = resolve(import.meta.dirname, '../..');
  try {
    const { names, created, edited } = await newRemote(
      {
        area,
        zh: values.zh,
        en: values.en,
        ...(values.feature === undefined ? {} : { feature: values.feature }),
        ...(values.role === undefined ? {} : { role: values.role as Role }),
        ...(values.order === undefined ? {} : { order: Number(values.order) }),
        ...(values.group === undefined ? {} : { group: values.group as MenuGroup }),
      },
      root,
    );
    process.stdout.write(
      [
        `Created ${created.length} files under apps/${names.area}; registered it in:`,
        ...edited.map((file) => `  ${file}`),
        '',
        'Next:',
        `  npm run dev:remote -- ${names.area}     # the remote alone, signed in against the local API`,
        `  npx nx run-many -t lint,typecheck,test -p ${names.area}`,
        `  add the remote to README.md's dev ports (${names.port}) and docs/architecture.md's table`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
