import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { importsOf, resolveRelative, sourceFiles } from './folder-graph';

/**
 * Where a front-end app (the shell or a remote) keeps its texts and its test helpers
 * (docs/architecture.md "Module Federation"):
 *
 * - `src/i18n/texts.ts` is the app's one text bundle; it spreads every feature's table.
 * - A feature folder (`src/<feature>/` holding api/, components/, hooks/ or state/) keeps the
 *   texts only it uses in `src/<feature>/texts.ts`. No other file holds a language table.
 * - Test helpers (fixtures, render helpers, anything that imports a test library) live in
 *   `src/testing/`; shipped code never imports them. Helpers several apps share live in
 *   libs/testing.
 * - Stories and the fixtures and plays they share live in `src/stories/`; shipped code never
 *   imports them (docs/storybook.md).
 *
 * `homeProblems` lists every breach in words; the workspace check expects none.
 */

/** Sub-folders that make a folder directly under `src/` a feature folder. */
const featureParts = ['api', 'components', 'hooks', 'state'];

const testFile = /\.(test|stories)\.tsx?$/;
/** A file that spells out texts per language: `'zh-cn': {` at the start of a line. */
const languageTable = /^\s*'(zh-cn|en-us)'\s*:\s*\{/m;
const textsName = /(^|[-.])texts\.tsx?$/;
/** Libraries only tests use; a shipped file importing one is a test helper. */
const testLibrary = /^(vitest|@testing-library\/|@portal\/testing$|@portal\/edi\/fuzz$)/;
const helperName = /(fixture|test-support|test-helper|mock|fake|stub)/i;

/** The apps under `root/apps` whose project.json tags them as a host or a remote. */
export function frontEndApps(root: string): string[] {
  const apps = join(root, 'apps');
  return readdirSync(apps)
    .filter((name) => existsSync(join(apps, name, 'project.json')))
    .filter((name) => {
      const project = JSON.parse(readFileSync(join(apps, name, 'project.json'), 'utf8')) as {
        tags?: string[];
      };
      return (project.tags ?? []).some((tag) => tag === 'type:remote' || tag === 'type:host');
    })
    .sort();
}

/** Folders directly under `src` that hold api/, components/, hooks/ or state/. */
export function featureFolders(src: string): string[] {
  return readdirSync(src)
    .filter((name) => statSync(join(src, name)).isDirectory())
    .filter((name) => featureParts.some((part) => existsSync(join(src, name, part))))
    .sort();
}

/** Keys the bundle spells itself (`'key': …` lines), not the ones it spreads from features. */
function ownKeys(bundleText: string): string[] {
  const keys = [...bundleText.matchAll(/^\s*'([^']+)'\s*:/gm)].map((match) => match[1] ?? '');
  return [...new Set(keys)].filter((key) => key !== 'zh-cn' && key !== 'en-us');
}

/** Literal text keys a file asks for: `t('…')` and a contract's title, label and description keys. */
function keysUsed(text: string): string[] {
  return [...text.matchAll(/(?:\bt\(|(?:titleKey|labelKey|descriptionKey):)\s*'([^']+)'/g)].map(
    (match) => (match[1] ?? '').replace(/^[\w-]+:/, ''),
  );
}

export interface HomeOptions {
  /** Paths (from root, ending in `/`) left out for now, each with the reason. */
  readonly exempt?: Readonly<Record<string, string>>;
}

/** Every breach of the rules above in the front-end apps under `root`, in words. */
export function homeProblems(root: string, options: HomeOptions = {}): string[] {
  const exempt = Object.keys(options.exempt ?? {});
  const problems: string[] = [];
  for (const app of frontEndApps(root)) {
    const src = join(root, 'apps', app, 'src');
    const features = featureFolders(src);
    const bundle = join(src, 'i18n', 'texts.ts');
    const name = (file: string) => relative(root, file).split(sep).join('/');
    const files = sourceFiles(src)
      .filter((file) => !exempt.some((path) => name(file).startsWith(path)))
      .sort();
    const underSrc = (file: string) => relative(src, file).split(sep);
    const inTesting = (file: string) => underSrc(file)[0] === 'testing';
    // `src/stories/` holds the app's stories and what they share (docs/storybook.md): like
    // tests, nothing there ships.
    const inStories = (file: string) => underSrc(file)[0] === 'stories';
    const shipped = files.filter((file) => !testFile.test(file) && !inStories(file));

    const textHomes = new Set([
      bundle,
      ...features.map((feature) => join(src, feature, 'texts.ts')),
    ]);
    for (const file of shipped) {
      const holdsTexts =
        textsName.test(basename(file)) || languageTable.test(readFileSync(file, 'utf8'));
      if (holdsTexts && !textHomes.has(file))
        problems.push(
          `${name(file)} holds texts: they belong in src/i18n/texts.ts or a feature folder's texts.ts`,
        );
    }

    if (!existsSync(bundle)) {
      problems.push(`apps/${app}/src/i18n/texts.ts is missing: every app has one text bundle`);
    } else {
      const bundleText = readFileSync(bundle, 'utf8');
      for (const feature of features) {
        const featureTexts = join(src, feature, 'texts.ts');
        if (existsSync(featureTexts) && !bundleText.includes(`from '../${feature}/texts'`))
          problems.push(`${name(bundle)} does not merge ${name(featureTexts)}`);
      }
      // Which top folders of src ask for each of the bundle's own keys.
      const users = new Map<string, Set<string>>();
      for (const file of shipped) {
        const top = underSrc(file);
        const folder = top.length > 1 ? (top[0] ?? '') : '';
        for (const key of keysUsed(readFileSync(file, 'utf8')))
          users.set(key, (users.get(key) ?? new Set()).add(folder));
      }
      for (const key of ownKeys(bundleText)) {
        const [only, ...others] = [...(users.get(key) ?? [])];
        if (only !== undefined && others.length === 0 && features.includes(only))
          problems.push(
            `${name(bundle)}: '${key}' is used by the ${only} feature only: move it to src/${only}/texts.ts`,
          );
      }
    }

    for (const file of shipped.filter((path) => !inTesting(path))) {
      const imports = importsOf(file);
      const usesTestLibrary = imports.some(({ specifier }) => testLibrary.test(specifier));
      if (usesTestLibrary || helperName.test(basename(file)))
        problems.push(`${name(file)} is a test helper: it belongs in apps/${app}/src/testing/`);
      for (const { specifier } of imports) {
        const target = specifier.startsWith('.') ? resolveRelative(file, specifier) : undefined;
        if (target !== undefined && target.startsWith(src + sep) && inTesting(target))
          problems.push(`${name(file)} ships, yet imports the test helper ${name(target)}`);
        if (target !== undefined && target.startsWith(src + sep) && inStories(target))
          problems.push(`${name(file)} ships, yet imports the story helper ${name(target)}`);
      }
    }
  }
  for (const path of exempt) {
    if (!existsSync(join(root, path)))
      problems.push(`the exemption for ${path} is stale (nothing there): remove it`);
  }
  return problems;
}
