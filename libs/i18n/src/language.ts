import { defaultLanguage, languages, storageKeys, type Language } from '@portal/contracts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language chosen earlier on this browser, or zh-cn (spec §9: default and fallback). */
export function storedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language {
  const stored = storage.getItem(storageKeys.language);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** Stores the choice; the caller reloads the page so every app starts in the new language. */
export function storeLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(storageKeys.language, language);
}
