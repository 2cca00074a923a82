import type { Language } from '@portal/contracts';

/** Texts of one or more namespaces, each in both languages. */
export type TextNamespaces = Readonly<
  Record<string, Readonly<Record<Language, Readonly<Record<string, string>>>>>
>;

/**
 * An English text that puts a count before a plural noun ("Total {{count}} items", "the {{count}}
 * selected orders") reads wrong for one. Such a text must be an i18next plural (`key_one` /
 * `key_other`, called with `count`); a count after a label ("Rows: {{count}}") or in brackets
 * needs none.
 */
const countBeforeNoun = /\{\{(count|total)\}\}(?: \w+)? \w+s\b/;
const pluralForm = /_(zero|one|two|few|many|other)$/;

/** The English texts that count before a plural noun without being plural forms. */
export function uncountedTexts(namespaces: TextNamespaces): string[] {
  return Object.entries(namespaces).flatMap(([namespace, texts]) =>
    Object.entries(texts['en-us'])
      .filter(([key, text]) => countBeforeNoun.test(text) && !pluralForm.test(key))
      .map(([key, text]) => `${namespace}:${key} "${text}"`),
  );
}

/**
 * Plural keys come in pairs: English needs `_one` beside `_other`, and Chinese (one form, which
 * i18next reads as `_other`) keeps both too, so both languages hold the same keys.
 */
export function unpairedPlurals(namespaces: TextNamespaces): string[] {
  return Object.entries(namespaces).flatMap(([namespace, texts]) =>
    (['zh-cn', 'en-us'] as const).flatMap((language) =>
      Object.keys(texts[language])
        .filter((key) => key.endsWith('_other'))
        .map((key) => key.replace(/_other$/, '_one'))
        .filter((one) => !Object.hasOwn(texts[language], one))
        .map((one) => `${namespace}:${one} (${language})`),
    ),
  );
}
