import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { namedImportsOf } from '../module-federation/used-exports';

const scratch = mkdtempSync(join(tmpdir(), 'shared-used-exports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function folderWith(name: string, files: Record<string, string>): string {
  const folder = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

describe('the exports a tree-shaken shared package keeps', () => {
  it('are the names imported or re-exported from it, aliases by their own name, types left out', () => {
    const folder = folderWith('named', {
      'src/a.tsx': `import { Button, Table as Grid, type MantineTheme } from '@mantine/core';\n`,
      'src/deep/b.ts': `import {\n  Modal,\n  Button,\n} from "@mantine/core";\nexport { Badge } from '@mantine/core';\n`,
      'src/c.ts': `import type { ButtonProps } from '@mantine/core';\nimport { Other } from '@mantine/core-extra';\n`,
      // Tests and stories are not shipped: what only they use is not kept.
      'src/a.test.tsx': `import { Drawer } from '@mantine/core';\n`,
      'node_modules/x/index.js': `import { Tooltip } from '@mantine/core';\n`,
    });
    expect(namedImportsOf('@mantine/core', [folder])).toEqual([
      'Badge',
      'Button',
      'Modal',
      'Table',
    ]);
  });

  it.each([
    ['a namespace import', `import * as Mantine from '@mantine/core';\n`],
    ['a re-export of everything', `export * from '@mantine/core';\n`],
    ['a default import', `import Mantine from '@mantine/core';\n`],
  ])('refuses %s, which would hide what is used', (kind, text) => {
    const folder = folderWith(kind.replace(/ /g, '-'), { 'src/index.ts': text });
    expect(() => namedImportsOf('@mantine/core', [folder])).toThrow(
      /imports @mantine\/core as a whole/,
    );
  });

  it('finds the portal using Mantine and the router by name only', () => {
    const workspaceRoot = resolve(import.meta.dirname, '../..');
    const portal = ['apps', 'libs'].map((folder) => join(workspaceRoot, folder));
    expect(namedImportsOf('@mantine/core', portal)).toContain('MantineProvider');
    expect(namedImportsOf('react-router', portal)).toContain('BrowserRouter');
  });
});
