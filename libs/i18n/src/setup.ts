import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, errorMessage, languages, type Language } from '@portal/contracts';
import { common } from './common';

export type Translations = Record<Language, Record<string, string>>;

/**
 * Starts i18next once, in the shell (the only app that bootstraps i18n). Remotes add their
 * namespaces through `addTranslations` when the shell loads their contract.
 */
export async function initI18n(language: Language, instance: I18n = i18next): Promise<I18n> {
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    lowerCaseLng: true,
    ns: ['common'],
    defaultNS: 'common',
    resources: {
      'zh-cn': { common: common['zh-cn'] },
      'en-us': { common: common['en-us'] },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  syncDocumentLanguage(instance);
  return instance;
}

export function addTranslations(
  namespace: string,
  translations: Translations,
  instance: I18n = i18next,
): void {
  for (const language of languages) {
    instance.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

export function currentLanguage(instance: I18n = i18next): Language {
  const language = instance.resolvedLanguage ?? instance.language;
  return (languages as readonly string[]).includes(language)
    ? (language as Language)
    : defaultLanguage;
}

/** The catalogue message (spec §8) of an error code in the current language. */
export function translateError(code: string, field?: string, instance: I18n = i18next): string {
  return errorMessage(code, currentLanguage(instance), field);
}

function syncDocumentLanguage(instance: I18n): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentLanguage(instance) === 'zh-cn' ? 'zh-CN' : 'en-US';
}
