import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Proof that the module-boundary constraints in eslint.config.mjs bite: each case lints a
 * source text as if it stood at `file`, and expects the boundary rule (or not).
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: workspaceRoot });

// The Nx rule reads the cached project graph and silently allows everything without one (as
// on a fresh clone); a stale one hides new edges. So build it afresh, as a clean `nx lint` does.
beforeAll(() => {
  const nx = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [resolve(workspaceRoot, 'node_modules/nx/dist/bin/nx.js'), ...args],
      {
        cwd: workspaceRoot,
        env: { ...process.env, NX_DAEMON: 'false' },
        stdio: 'ignore',
      },
    );
  nx('reset', '--onlyWorkspaceData');
  nx('show', 'projects');
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(workspaceRoot, file) });
  return (result?.messages ?? [])
    .filter((message) =>
      ['@nx/enforce-module-boundaries', 'no-restricted-imports'].includes(message.ruleId ?? ''),
    )
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('a remote never imports another remote', async () => {
    const errors = await boundaryErrors(
      'apps/orders/src/screens/uses-delivery.ts',
      "import contract from '../../../delivery/src/contract';\nexport const area = contract.area;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('libs never import apps', async () => {
    const errors = await boundaryErrors(
      'libs/i18n/src/uses-shell.ts',
      "import { shellTexts } from '../../../apps/shell/src/i18n/texts';\nexport const texts = shellTexts;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('the ui lib does not import the api client, nor auth state', async () => {
    for (const lib of ['@portal/api-client', '@portal/auth']) {
      const errors = await boundaryErrors(
        'libs/ui/src/uses-data.ts',
        `import * as data from '${lib}';\nexport const used = data;\n`,
      );
      expect(errors, lib).toEqual([
        expect.stringContaining(
          'A project tagged with "type:ui" can only depend on libs tagged with',
        ),
      ]);
    }
  });

  it('the server imports no browser lib, but may import contracts', async () => {
    for (const lib of [
      '@portal/ui',
      '@portal/i18n',
      '@portal/api-client',
      '@portal/auth',
      '@portal/shell-contract',
    ]) {
      const errors = await boundaryErrors(
        'apps/api/src/uses-browser.ts',
        `import * as lib from '${lib}';\nexport const used = lib;\n`,
      );
      expect(errors.length, lib).toBeGreaterThan(0);
    }
    expect(
      await boundaryErrors(
        'apps/api/src/uses-contracts.ts',
        "import { SUCCESS_CODE } from '@portal/contracts';\nexport const code = SUCCESS_CODE;\n",
      ),
    ).toEqual([]);
  });

  it('a feature lib is built from the ui kit, the api client, auth state, i18n and contracts', async () => {
    expect(
      await boundaryErrors(
        'libs/record-kit/src/uses-tiers.ts',
        [
          "import { PageHeader } from '@portal/ui';",
          "import { apiClient } from '@portal/api-client';",
          "import { currentUserAtom } from '@portal/auth';",
          "import { useTableLabels } from '@portal/i18n';",
          "import { SUCCESS_CODE } from '@portal/contracts';",
          'export const used = [PageHeader, apiClient, currentUserAtom, useTableLabels, SUCCESS_CODE];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('a feature lib never imports an app: a remote, the shell or the server', async () => {
    for (const app of ['orders/src/contract', 'shell/src/main', 'api/src/main']) {
      const errors = await boundaryErrors(
        'libs/record-kit/src/uses-app.ts',
        `import * as app from '../../../apps/${app}';\nexport const used = app;\n`,
      );
      expect(errors.length, app).toBeGreaterThan(0);
    }
  });

  it('a feature lib never imports another feature lib', async () => {
    for (const [file, lib] of [
      ['libs/record-kit/src/uses-order-view.ts', '@portal/order-view'],
      ['libs/order-view/src/uses-record-kit.ts', '@portal/record-kit'],
    ] as const) {
      const errors = await boundaryErrors(
        file,
        `import * as feature from '${lib}';\nexport const used = feature;\n`,
      );
      expect(errors, file).toEqual([
        expect.stringContaining(
          'A project tagged with "type:feature" can only depend on libs tagged with',
        ),
      ]);
    }
  });

  it('remotes and the shell may use a feature lib', async () => {
    for (const file of ['apps/settings/src/uses-kit.ts', 'apps/shell/src/uses-kit.ts']) {
      expect(
        await boundaryErrors(
          file,
          "import { RecordTable } from '@portal/record-kit';\nexport const used = RecordTable;\n",
        ),
        file,
      ).toEqual([]);
    }
  });

  it('no lower tier imports a feature lib: not the ui kit, data access, utils, contracts, testing or the server', async () => {
    // The tiers the kit itself uses would also close a circle, which Nx reports first.
    const refusal = /can only depend on libs tagged with|Circular dependency between/;
    for (const file of [
      'libs/ui/src/uses-kit.ts',
      'libs/api-client/src/uses-kit.ts',
      'libs/auth/src/uses-kit.ts',
      'libs/i18n/src/uses-kit.ts',
      'libs/shell-contract/src/uses-kit.ts',
      'libs/contracts/src/uses-kit.ts',
      'libs/testing/src/uses-kit.ts',
      'apps/api/src/uses-kit.ts',
    ]) {
      const errors = await boundaryErrors(
        file,
        "import { RecordTable } from '@portal/record-kit';\nexport const used = RecordTable;\n",
      );
      expect(errors, file).toEqual([expect.stringMatching(refusal)]);
    }
    // And by the rules ESLint applies: only the shell's and the remotes' lists name type:feature.
    const boundaryRule = z.object({
      rules: z.object({
        '@nx/enforce-module-boundaries': z.tuple([
          z.unknown(),
          z.object({
            depConstraints: z.array(
              z.object({
                sourceTag: z.string(),
                onlyDependOnLibsWithTags: z.array(z.string()).optional(),
              }),
            ),
          }),
        ]),
      }),
    });
    const config = boundaryRule.parse(
      await eslint.calculateConfigForFile(resolve(workspaceRoot, 'libs/ui/src/index.ts')),
    );
    const allowing = config.rules['@nx/enforce-module-boundaries'][1].depConstraints
      .filter((constraint) => constraint.onlyDependOnLibsWithTags?.includes('type:feature'))
      .map((constraint) => constraint.sourceTag);
    expect(allowing.sort()).toEqual(['type:host', 'type:remote']);
  });

  it('remotes may use the shared libs; only their tests may use the testing lib', async () => {
    expect(
      await boundaryErrors(
        'apps/orders/src/screens/uses-shared.ts',
        "import { PageHeader } from '@portal/ui';\nimport { apiClient } from '@portal/api-client';\nexport const used = [PageHeader, apiClient];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/orders/src/screens/uses-testing.ts',
        "import * as testing from '@portal/testing';\nexport const used = testing;\n",
      ),
    ).toEqual([expect.stringContaining('Test helpers are for *.test.ts(x) files only.')]);
    expect(
      await boundaryErrors(
        'apps/orders/src/uses-testing.test.ts',
        "import * as testing from '@portal/testing';\nexport const used = testing;\n",
      ),
    ).toEqual([]);
  });

  it('only stories use the story helpers, and stories take fixtures, not the testing index', async () => {
    expect(
      await boundaryErrors(
        'apps/orders/src/screens/uses-stories.ts',
        "import { answers } from '@portal/stories';\nexport const used = answers;\n",
      ),
    ).toEqual([expect.stringContaining('Story helpers are for *.stories.tsx files only.')]);
    expect(
      await boundaryErrors(
        'apps/orders/src/screens/uses-fixtures.ts',
        "import { orderSummary } from '@portal/testing/fixtures';\nexport const used = orderSummary;\n",
      ),
    ).toEqual([expect.stringContaining('Test fixtures are for')]);
    expect(
      await boundaryErrors(
        'apps/orders/src/stories/uses-helpers.stories.tsx',
        "import { answers } from '@portal/stories';\nimport { orderSummary } from '@portal/testing/fixtures';\nexport const used = [answers, orderSummary];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/orders/src/stories/uses-testing.stories.tsx',
        "import * as testing from '@portal/testing';\nexport const used = testing;\n",
      ),
    ).toEqual([expect.stringContaining('the index needs Node')]);
  });
});
