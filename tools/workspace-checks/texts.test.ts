import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { common } from '../../libs/i18n/src/common';
import { shellTexts } from '../../apps/shell/src/i18n/shell-texts';
import { texts as deliveryTexts } from '../../apps/delivery/src/i18n/texts';
import { texts as inventoryTexts } from '../../apps/inventory/src/i18n/texts';
import { texts as invoicePaymentTexts } from '../../apps/invoice-payment/src/i18n/texts';
import { texts as masterDataTexts } from '../../apps/master-data/src/i18n/texts';
import { texts as ordersTexts } from '../../apps/orders/src/i18n/texts';
import { texts as settingsTexts } from '../../apps/settings/src/i18n/texts';

/**
 * Every text the code asks for by a literal key exists in zh-cn and in en-us (spec §9's two
 * languages). Keys built at run time (template literals) are left to the screens' own tests.
 */
const namespaces: Record<string, Record<'zh-cn' | 'en-us', Record<string, string>>> = {
  common,
  shell: shellTexts,
  delivery: deliveryTexts,
  inventory: inventoryTexts,
  'invoice-payment': invoicePaymentTexts,
  'master-data': masterDataTexts,
  orders: ordersTexts,
  settings: settingsTexts,
};

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    const isSource = /\.(ts|tsx)$/.test(name) && !/\.(test|stories|d)\.tsx?$/.test(name);
    return isSource ? [path] : [];
  });
}

const files = ['apps', 'libs'].flatMap((top) =>
  readdirSync(join(root, top))
    .filter((project) => project !== 'api')
    .map((project) => join(root, top, project, 'src'))
    .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory() === true)
    .flatMap(sourceFiles),
);

interface KeyUse {
  file: string;
  key: string;
  /** The namespaces an unprefixed key may live in (the file's `useTranslation` ones). */
  defaults: string[];
}

function keyUses(file: string): KeyUse[] {
  const text = readFileSync(file, 'utf8');
  const declared = [...text.matchAll(/useTranslation\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? '');
  const defaults = declared.length === 0 ? ['common'] : declared;
  const literal = [...text.matchAll(/\bt\(\s*'([^']+)'/g)].map((m) => m[1] ?? '');
  const snackbars = [...text.matchAll(/showSnackbar\(\s*'local-([^']+)'/g)].map((m) => m[1] ?? '');
  return [
    ...literal.map((key) => ({ file: relative(root, file), key, defaults })),
    // A snackbar's key is looked up by the shell's `t`, whose default namespace is `common`.
    ...snackbars.map((key) => ({ file: relative(root, file), key, defaults: ['common'] })),
  ];
}

function missingIn(use: KeyUse, language: 'zh-cn' | 'en-us'): boolean {
  const [first, ...rest] = use.key.split(':');
  const [candidates, key] =
    rest.length > 0 && first !== undefined && first in namespaces
      ? [[first], rest.join(':')]
      : [use.defaults, use.key];
  return !candidates.some((namespace) => {
    const texts = namespaces[namespace]?.[language];
    return texts !== undefined && Object.hasOwn(texts, key) && texts[key]?.trim() !== '';
  });
}

describe('texts used by the code', () => {
  const uses = files.flatMap(keyUses);

  it('finds the literal keys of the shell, the remotes and the libs', () => {
    expect(uses.length).toBeGreaterThan(100);
    expect(uses.some((use) => use.file.startsWith('apps/settings/'))).toBe(true);
  });

  for (const language of ['zh-cn', 'en-us'] as const) {
    it(`exist in ${language}`, () => {
      const missing = uses
        .filter((use) => missingIn(use, language))
        .map((use) => `${use.file}: ${use.key}`);
      expect(missing).toEqual([]);
    });
  }

  it('has the same keys in both languages in every namespace', () => {
    for (const [namespace, texts] of Object.entries(namespaces)) {
      expect(Object.keys(texts['en-us']).sort(), namespace).toEqual(
        Object.keys(texts['zh-cn']).sort(),
      );
    }
  });
});
