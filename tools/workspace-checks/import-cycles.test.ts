import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderCycles, folderImports } from './folder-graph';

/**
 * Proof that `import-x/no-cycle` in eslint.config.mjs bites: files planted in a temp folder of the
 * api project (no-cycle reads the imported files from disk) are linted with the workspace config.
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: workspaceRoot });
const planted = mkdtempSync(join(workspaceRoot, 'apps/api/src/cycle-check-'));

// Every file goes down before the first lint: import-x computes the import graph once per process.
const plantedFiles: Readonly<Record<string, string>> = {
  // a ↔ b
  'a.ts': "import { b } from './b';\nexport const a = (): number => b + 1;\n",
  'b.ts': "import { a } from './a';\nexport const b = 1;\nexport const useA = a;\n",
  // c → d → e → c
  'c.ts': "import { d } from './d';\nexport const c = d;\n",
  'd.ts': "import { e } from './e';\nexport const d = e;\n",
  'e.ts': "import { c } from './c';\nexport const e = 1;\nexport const useC = c;\n",
  // f → g only
  'f.ts': "import { g } from './g';\nexport const f = g;\n",
  'g.ts': 'export const g = 1;\n',
  // h → k, and k → h for a type only
  'h.ts': "import { k } from './k';\nexport interface H {\n  n: number;\n}\nexport const h = k;\n",
  'k.ts': "import type { H } from './h';\nexport const k: H = { n: 1 };\n",
  'paths.ts':
    "import { SUCCESS_CODE } from '@portal/contracts';\nimport * as edi from '@portal/edi';\nimport * as missing from '@portal/missing';\nexport const used = [SUCCESS_CODE, edi, missing];\n",
};
beforeAll(() => {
  for (const [name, code] of Object.entries(plantedFiles)) writeFileSync(join(planted, name), code);
});
afterAll(() => rmSync(planted, { recursive: true, force: true }));

async function errorsOf(
  linted: string,
  rule = 'import-x/no-cycle',
  linter = eslint,
): Promise<string[]> {
  const [result] = await linter.lintText(plantedFiles[linted] ?? '', {
    filePath: join(planted, linted),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('import cycles', () => {
  it('a two-file circle is refused', async () => {
    expect(await errorsOf('a.ts')).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('a longer circle is refused too', async () => {
    expect(await errorsOf('c.ts')).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('a one-way import and a type-only way back are allowed', async () => {
    expect(await errorsOf('f.ts')).toEqual([]);
    // Type imports are erased at build time, so they close no circle at run time.
    expect(await errorsOf('h.ts')).toEqual([]);
  });

  it('the resolver understands the @portal/* paths', async () => {
    // no-cycle cannot follow an import it cannot resolve; no-unresolved shows that it can.
    const strict = new ESLint({
      cwd: workspaceRoot,
      overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } },
    });
    expect(await errorsOf('paths.ts', 'import-x/no-unresolved', strict)).toEqual([
      expect.stringContaining('@portal/missing'),
    ]);
  });
});

/**
 * Circles between the folders of apps/api/src (no-cycle sees files only). Files at the root
 * (app.ts, context.ts, main.ts…) are the composition root and sit above every folder; tests and
 * test helpers are left out. Remove an entry when its circle is broken; the list ends empty.
 */
// Empty since the gateway hands inbound documents to registered handlers (inbound-handlers.ts)
// instead of importing orders/: keep it so.
const knownFolderCircles: readonly string[] = [];

describe('folder circles of apps/api/src', () => {
  it('are only the known ones', () => {
    const root = resolve(workspaceRoot, 'apps/api/src');
    // The planted folder of the tests above is not part of the server.
    const plantedFolder = relative(root, planted);
    const outside = (node: string): boolean => node.endsWith('.ts') || node === plantedFolder;
    const edges = folderImports(root).filter((edge) => !outside(edge.from) && !outside(edge.to));
    const circles = folderCycles(edges).map((cycle) => cycle.join(' ↔ '));
    expect(circles).toEqual(knownFolderCircles);
  });
});
