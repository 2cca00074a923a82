import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Language } from '@portal/contracts';

export type Namespaces = Record<string, Record<Language, Record<string, string>>>;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(name) && !/\.(test|stories|d)\.tsx?$/.test(name);
    return isSource ? [path] : [];
  });
}

/**
 * The literal text keys the code under `sourceDir` asks for (`t('…')`, `showSnackbar('local-…')`)
 * that `namespaces` lacks, or has empty, in `language`, as `file: key`. An unprefixed key belongs
 * to the file's `useTranslation` namespaces (`common` when it names none); a snackbar's key to
 * `common`, where the shell's `t` looks. Keys built at run time are left to the screens' tests.
 */
export function missingTextKeys(
  sourceDir: string,
  namespaces: Namespaces,
  language: Language,
): string[] {
  return sourceFiles(sourceDir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const declared = [...text.matchAll(/useTranslation\(\s*'([^']+)'\s*\)/g)].map(
      (match) => match[1] ?? '',
    );
    const defaults = declared.length === 0 ? ['common'] : declared;
    const uses = [
      ...[...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => ({
        key: match[1] ?? '',
        defaults,
      })),
      ...[...text.matchAll(/showSnackbar\(\s*'local-([^']+)'/g)].map((match) => ({
        key: match[1] ?? '',
        defaults: ['common'],
      })),
    ];
    return uses
      .filter(({ key, defaults: candidates }) => {
        const [first, ...rest] = key.split(':');
        const [spaces, bare] =
          rest.length > 0 && first !== undefined && first in namespaces
            ? [[first], rest.join(':')]
            : [candidates, key];
        return !spaces.some((namespace) => {
          const texts = namespaces[namespace]?.[language];
          // A counted text (`t('key', { count })`) is found by its plural forms (`key_other`).
          return [bare, `${bare}_other`].some(
            (form) =>
              texts !== undefined && Object.hasOwn(texts, form) && texts[form]?.trim() !== '',
          );
        });
      })
      .map(({ key }) => `${relative(sourceDir, file)}: ${key}`);
  });
}

/** How many literal keys the scan found, so a test can tell it looked at something. */
export function countTextKeys(sourceDir: string): number {
  return sourceFiles(sourceDir).reduce((count, file) => {
    const text = readFileSync(file, 'utf8');
    return count + [...text.matchAll(/\bt\(\s*'([^']+)'/g)].length;
  }, 0);
}
