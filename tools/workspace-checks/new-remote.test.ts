import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRemote, registries } from '../scripts/new-remote';
import { homeProblems } from './remote-homes';

/**
 * The remote generator (tools/scripts/new-remote.ts), run into a scratch copy of the files it
 * reads and edits: the remote it writes has its names everywhere, is registered in every list,
 * keeps the homes rule, typechecks against the edited routes table and passes the workspace lint.
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
// Under the workspace (tmp/ is ignored by git and lint) so node_modules resolves from it.
mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
const scratch = mkdtempSync(join(workspaceRoot, 'tmp', 'new-remote-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What the generated code compiles against besides the registries: the config helpers. */
const copied = [
  ...registries,
  'libs/contracts/src',
  'tools/rspack',
  'tools/module-federation',
  'tools/vitest-project.ts',
];

let created: string[] = [];
let edited: string[] = [];
const text = (path: string): string => readFileSync(join(scratch, path), 'utf8');

beforeAll(async () => {
  for (const path of copied)
    cpSync(join(workspaceRoot, path), join(scratch, path), { recursive: true });
  ({ created, edited } = await newRemote(
    {
      area: 'ship-notice',
      zh: '发货通知',
      en: "Ship notices (ASN's)",
      role: 'DELIVERY',
      order: 7,
      group: 'shippingInvoicing',
    },
    scratch,
  ));
});

describe('the remote generator', () => {
  it('writes the remote the way the others are built', () => {
    expect(created.sort()).toEqual(
      [
        'project.json',
        'rspack.config.ts',
        'tsconfig.json',
        'vitest.config.ts',
        'src/main.ts',
        'src/contract.tsx',
        'src/contract.test.tsx',
        'src/i18n/texts.ts',
        'src/screens/ship-notice-screen.tsx',
        'src/testing/render-in-portal.tsx',
        'src/ship-notice/texts.ts',
        'src/ship-notice/api/get-server-status.ts',
        'src/ship-notice/components/ship-notice-panel.test.tsx',
        'src/ship-notice/components/ship-notice-panel.tsx',
        'src/ship-notice/hooks/use-server-status.ts',
        'src/ship-notice/state/ship-notice-status.ts',
      ]
        .map((path) => `apps/ship-notice/${path}`)
        .sort(),
    );
    for (const path of created) {
      expect(existsSync(join(scratch, path)), path).toBe(true);
      expect(text(path), path).not.toMatch(/undefined|\$\{/);
    }
    const project = JSON.parse(text('apps/ship-notice/project.json')) as { tags: string[] };
    expect(project.tags).toEqual(['scope:ship-notice', 'type:remote', 'platform:browser']);
    expect(text('apps/ship-notice/rspack.config.ts')).toContain("container: 'ship_notice'");
    const contract = text('apps/ship-notice/src/contract.tsx');
    expect(contract).toContain("area: 'ship-notice'");
    expect(contract).toContain('path: screenPaths.shipNotice');
    expect(contract).toContain('roles: screenRoles.shipNotice');
    expect(contract).toContain('order: 7');
    expect(text('apps/ship-notice/src/i18n/texts.ts')).toContain(
      `'shipNotice.title': "Ship notices (ASN's)"`,
    );
  });

  it('registers it in every list of remotes', () => {
    expect(edited.sort()).toEqual([...registries].sort());
    const routes = text('libs/contracts/src/routes.ts');
    expect(routes).toContain("  shipNotice: '/space/ship-notice',\n} as const;");
    expect(routes).toContain("  shipNotice: ['DELIVERY'],\n};");
    expect(routes).toContain("  shipNotice: 'shippingInvoicing',\n};");
    expect(routes).toContain(
      "  'ship-notice': { container: 'ship_notice', screens: ['shipNotice'] },\n} as const satisfies",
    );
    expect(text('eslint.config.mjs')).toContain("  'ship-notice',\n  'server',\n];");
    expect(text('tools/rspack/portal-app.ts')).toMatch(/'ship-notice': 42\d\d,\n\} as const;/);
    const shellTexts = text('apps/shell/src/i18n/texts.ts');
    expect(shellTexts).toContain("'area.ship-notice': '发货通知',");
    expect(shellTexts).toContain(`'area.ship-notice': "Ship notices (ASN's)",`);
    const e2e = JSON.parse(text('e2e/project.json')) as {
      implicitDependencies: string[];
      targets: { e2e: { dependsOn: { projects: string[] }[] } };
    };
    expect(e2e.implicitDependencies).toContain('ship-notice');
    expect(e2e.targets.e2e.dependsOn[0]?.projects).toContain('ship-notice');
  });

  it('keeps texts and test helpers where the workspace rule says', () => {
    expect(homeProblems(scratch)).toEqual([]);
  });

  it('refuses a remote that exists, a name that is not kebab case and an unknown role', async () => {
    const spec = { zh: '发货通知', en: 'Ship notices' };
    await expect(newRemote({ area: 'ship-notice', ...spec }, scratch)).rejects.toThrow(
      'apps/ship-notice exists already',
    );
    await expect(newRemote({ area: 'ShipNotice', ...spec }, scratch)).rejects.toThrow(
      'not kebab case',
    );
    await expect(
      newRemote({ area: 'labels', ...spec, role: 'CAPTAIN' as 'ADMIN' }, scratch),
    ).rejects.toThrow('"CAPTAIN" is no role');
    expect(existsSync(join(scratch, 'apps/labels'))).toBe(false);
  });

  it('writes code that typechecks against the edited routes table', () => {
    const base = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    // Every @portal/* lib from the workspace, but the contracts from the scratch copy.
    const paths = Object.fromEntries(
      Object.entries(base.compilerOptions.paths).map(([name, [target = '']]) => [
        name,
        [resolve(name === '@portal/contracts' ? scratch : workspaceRoot, target)],
      ]),
    );
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        extends: relative(scratch, join(workspaceRoot, 'tsconfig.base.json')),
        compilerOptions: { types: ['node'], paths },
        include: ['apps/ship-notice'],
        // The base leaves tmp/ out; the scratch copy lives there.
        exclude: [],
      }),
    );
    const tsc = resolve(workspaceRoot, 'node_modules/typescript/bin/tsc');
    const run = spawnSync(
      process.execPath,
      [tsc, '--noEmit', '-p', join(scratch, 'tsconfig.json')],
      {
        encoding: 'utf8',
      },
    );
    expect(`${run.stdout}${run.stderr}`).toBe('');
    expect(run.status).toBe(0);
  }, 240_000);

  it('writes code the workspace lint accepts', async () => {
    const eslint = new ESLint({ cwd: workspaceRoot });
    for (const path of created.filter((file) => /\.tsx?$/.test(file))) {
      // Linted as if it stood in apps/, where the new remote will live.
      const [result] = await eslint.lintText(text(path), {
        filePath: join(workspaceRoot, path),
      });
      const messages = (result?.messages ?? []).map(
        (message) => `${message.ruleId ?? 'parse'}: ${message.message}`,
      );
      expect(messages, path).toEqual([]);
    }
  }, 120_000);
});
