// ESLint for every project. Module boundaries follow the tags in each project.json:
// scope (which area owns it), type (what kind of project) and platform (browser, node, any).
import { resolve } from 'node:path';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const areas = [
  'shell',
  'orders',
  'delivery',
  'invoice-payment',
  'inventory',
  'master-data',
  'settings',
  'server',
];

/** The tiers below the feature libs: what a feature lib (a record kit, an order view) joins. */
const featureParts = ['type:ui', 'type:data-access', 'type:util', 'type:contracts'];

/** What an app of the front end (the shell or a remote) may use. */
const frontEndLibs = [...featureParts, 'type:feature', 'type:testing'];

/** @type {import('@nx/eslint-plugin/src/rules/enforce-module-boundaries').DepConstraint[]} */
export const dependencyConstraints = [
  // An area (the shell, a remote, the server) uses shared libs and itself, never another area:
  // remotes meet only at run time, through the shell.
  ...areas.map((area) => ({
    sourceTag: `scope:${area}`,
    onlyDependOnLibsWithTags: [`scope:${area}`, 'scope:shared'],
  })),
  // Apps may use the testing lib; a lint rule below keeps it out of everything but tests.
  { sourceTag: 'type:host', onlyDependOnLibsWithTags: frontEndLibs },
  { sourceTag: 'type:remote', onlyDependOnLibsWithTags: frontEndLibs },
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: featureParts },
  // A feature lib joins the ui kit to the api client and auth state for screens of several areas
  // (its tests may use the testing lib). It never reaches an app or another feature lib, and no
  // lower tier may import one: only the host's and the remotes' lists name type:feature.
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: [...featureParts, 'type:testing'] },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:contracts', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
  // Libs never import apps (no lib tag allows type:host/remote/server), and the ui kit stays
  // presentational: it may not reach the api client or the auth state.
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contracts'] },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:contracts'],
  },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
  // The server runs on Node: of the browser libs it may import only what runs anywhere.
  { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:any'] },
  { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['platform:browser', 'platform:any'] },
  { sourceTag: 'platform:any', onlyDependOnLibsWithTags: ['platform:any'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      'tmp/**',
      'data/**',
      '**/storybook-static/**',
      // MSW's generated service worker (npx msw init storybook/public).
      'storybook/public/**',
      '**/test-results/**',
      '**/*.d.ts',
    ],
  },
  ...nx.configs['flat/base'],
  ...tseslint.configs.strict,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          banTransitiveDependencies: false,
          depConstraints: dependencyConstraints,
        },
      ],
    },
  },
  {
    // Test helpers never ship: only tests may import the testing lib.
    files: ['**/*.ts', '**/*.tsx'],
    // An app's src/testing folder holds helpers for its own tests only.
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'libs/testing/**',
      'libs/edi/src/fuzz/**',
      'apps/*/src/testing/**',
      '**/*.stories.tsx',
      // A remote's stories folder: its story files and the fixtures and plays they share.
      'apps/*/src/stories/**',
      'libs/stories/**',
      'storybook/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@portal/testing', message: 'Test helpers are for *.test.ts(x) files only.' },
            {
              name: '@portal/testing/fixtures',
              message: 'Test fixtures are for *.test.ts(x) and *.stories.tsx files only.',
            },
            { name: '@portal/stories', message: 'Story helpers are for *.stories.tsx files only.' },
            { name: '@portal/edi/fuzz', message: 'Fuzz helpers are for *.test.ts files only.' },
          ],
        },
      ],
    },
  },
  {
    // Stories run in the browser (docs/storybook.md): they take fixtures, never the testing
    // lib's index, whose checks read files with Node.
    files: [
      '**/*.stories.tsx',
      'apps/*/src/stories/**/*.ts',
      'apps/*/src/stories/**/*.tsx',
      'libs/stories/**/*.ts',
      'libs/stories/**/*.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@portal/testing',
              message: 'Stories import @portal/testing/fixtures: the index needs Node.',
            },
            { name: '@portal/edi/fuzz', message: 'Fuzz helpers are for *.test.ts files only.' },
          ],
        },
      ],
    },
  },
  {
    // No import circles between files (issue 16). The resolver reads the @portal/* paths from
    // tsconfig.base.json; type-only imports are erased, so the rule skips them.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x reads only .js files, and no-cycle sees no TypeScript import.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: resolve(import.meta.dirname, 'tsconfig.base.json') },
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    // Packages in node_modules never import our files: not following them keeps lint fast.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Build and test configs run in Node and share the helpers in tools/ (the workspace-tools
    // project); benchmarks run the server's own code from source. No app imports tools/, so
    // these edges close no cycle.
    files: [
      '**/vitest.config.ts',
      '**/playwright.config.ts',
      '**/rspack.config.ts',
      '**/.storybook/*.ts',
      '**/.storybook/*.tsx',
      'storybook/checks/*.ts',
      // The end-to-end support shares the browser tests' helpers in tools/browser.
      'e2e/src/support/*.ts',
      'tools/**/*.ts',
      'vitest.config.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  prettier,
);
