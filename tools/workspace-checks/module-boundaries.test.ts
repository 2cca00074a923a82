import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

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
      "import { shellTexts } from '../../../apps/shell/src/i18n/shell-texts';\nexport const texts = shellTexts;\n",
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
});
