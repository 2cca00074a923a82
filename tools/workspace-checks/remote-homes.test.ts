import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { homeProblems } from './remote-homes';

const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * Left out until their move is done; each entry must still point at something (a stale one
 * fails), so the list ends empty.
 */
const exempt: Readonly<Record<string, string>> = {};

describe('homes of texts and test helpers', () => {
  it('every front-end app keeps its texts and its test helpers where the rule says', () => {
    expect(homeProblems(workspaceRoot, { exempt })).toEqual([]);
  });
});

describe('the check itself', () => {
  const planted = mkdtempSync(join(tmpdir(), 'remote-homes-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));

  const plant = (files: Readonly<Record<string, string>>): void => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(planted, path)), { recursive: true });
      writeFileSync(join(planted, path), text);
    }
  };
  const table = (entries: string) =>
    `export const texts = {\n  'zh-cn': {\n${entries}  },\n  'en-us': {\n${entries}  },\n};\n`;

  plant({
    'apps/demo/project.json': JSON.stringify({ tags: ['scope:demo', 'type:remote'] }),
    // Not a front-end app: never read.
    'apps/server/project.json': JSON.stringify({ tags: ['type:server'] }),
    'apps/server/src/labels/texts.ts': table("    'a': 'a',\n"),
    // The bundle keeps one key only the widgets feature uses, and merges widgets but not gears.
    'apps/demo/src/i18n/texts.ts':
      "import { widgetTexts } from '../widgets/texts';\n" +
      table("    'demo.title': 'Demo',\n    'widgets.count': 'Count',\n"),
    'apps/demo/src/contract.tsx': "export const titleKey = { titleKey: 'demo:demo.title' };\n",
    'apps/demo/src/widgets/components/widget-panel.tsx':
      "export const label = (t: (key: string) => string) => t('widgets.count');\n",
    'apps/demo/src/widgets/texts.ts': table("    'widgets.name': 'Name',\n"),
    'apps/demo/src/gears/state/gear-query.ts': 'export const gears = 1;\n',
    'apps/demo/src/gears/texts.ts': table("    'gears.name': 'Gear',\n"),
    // Texts in a screen, and a table of texts hidden in a component.
    'apps/demo/src/screens/texts.ts': table("    'screen.x': 'x',\n"),
    'apps/demo/src/widgets/components/labels.ts': table("    'label.x': 'x',\n"),
    // Test helpers outside src/testing, by name and by import; one inside, imported by shipped code.
    'apps/demo/src/widgets/components/widget-fixtures.ts': 'export const widget = 1;\n',
    'apps/demo/src/widgets/hooks/render-widget.tsx':
      "import { render } from '@testing-library/react';\nexport const draw = render;\n",
    'apps/demo/src/testing/render-demo.tsx':
      "import { render } from '@testing-library/react';\nexport const draw = render;\n",
    'apps/demo/src/widgets/hooks/use-widget.ts':
      "import { draw } from '../../testing/render-demo';\nexport const useWidget = draw;\n",
    // Tests may hold tables and import helpers anywhere.
    'apps/demo/src/widgets/components/widget-panel.test.tsx':
      "import { draw } from '../../testing/render-demo';\nimport { widget } from './widget-fixtures';\n" +
      table("    'x': 'x',\n"),
    'apps/demo/src/left-out/stub-data.ts': 'export const stub = 1;\n',
  });

  it('names every file out of place, and nothing else', () => {
    expect(homeProblems(planted, { exempt: { 'apps/demo/src/left-out/': 'moving' } })).toEqual([
      "apps/demo/src/screens/texts.ts holds texts: they belong in src/i18n/texts.ts or a feature folder's texts.ts",
      "apps/demo/src/widgets/components/labels.ts holds texts: they belong in src/i18n/texts.ts or a feature folder's texts.ts",
      'apps/demo/src/i18n/texts.ts does not merge apps/demo/src/gears/texts.ts',
      "apps/demo/src/i18n/texts.ts: 'widgets.count' is used by the widgets feature only: move it to src/widgets/texts.ts",
      'apps/demo/src/widgets/components/widget-fixtures.ts is a test helper: it belongs in apps/demo/src/testing/',
      'apps/demo/src/widgets/hooks/render-widget.tsx is a test helper: it belongs in apps/demo/src/testing/',
      'apps/demo/src/widgets/hooks/use-widget.ts ships, yet imports the test helper apps/demo/src/testing/render-demo.tsx',
    ]);
  });

  it('without the exemption a left-out helper counts, and a stale exemption is named', () => {
    expect(homeProblems(planted)).toContain(
      'apps/demo/src/left-out/stub-data.ts is a test helper: it belongs in apps/demo/src/testing/',
    );
    expect(homeProblems(planted, { exempt: { 'apps/demo/src/gone/': 'moved' } })).toContain(
      'the exemption for apps/demo/src/gone/ is stale (nothing there): remove it',
    );
  });

  it('an app without a bundle is named', () => {
    plant({ 'apps/bare/project.json': JSON.stringify({ tags: ['type:host'] }) });
    plant({ 'apps/bare/src/main.ts': 'export {};\n' });
    expect(homeProblems(planted)).toContain(
      'apps/bare/src/i18n/texts.ts is missing: every app has one text bundle',
    );
  });
});
