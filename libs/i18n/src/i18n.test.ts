import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { errorCatalogue, storageKeys } from '@portal/contracts';
import { common } from './common';
import { addTranslations, currentLanguage, initI18n, translateError } from './setup';
import { storedLanguage, storeLanguage } from './language';

describe('common texts', () => {
  it('has every key in both languages, none empty', () => {
    const zh = Object.keys(common['zh-cn']).sort();
    const en = Object.keys(common['en-us']).sort();
    expect(en).toEqual(zh);
    for (const language of ['zh-cn', 'en-us'] as const) {
      for (const [key, text] of Object.entries(common[language])) {
        expect(text.trim(), `${language}:${key}`).not.toBe('');
      }
    }
  });
});

describe('initI18n', () => {
  it('speaks the chosen language and falls back to Chinese for keys only Chinese has', async () => {
    const instance = i18next.createInstance();
    await initI18n('en-us', instance);
    expect(instance.t('siteTitle')).toBe('EDI Supplier Portal');
    addTranslations(
      'orders',
      { 'zh-cn': { onlyZh: '仅中文', both: '中文' }, 'en-us': { both: 'English' } },
      instance,
    );
    expect(instance.t('orders:both')).toBe('English');
    expect(instance.t('orders:onlyZh')).toBe('仅中文');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('translates error codes from the catalogue in the current language', async () => {
    const instance = i18next.createInstance();
    await initI18n('zh-cn', instance);
    expect(currentLanguage(instance)).toBe('zh-cn');
    expect(translateError(errorCatalogue.FIELD_REQUIRED.code, '邮箱', instance)).toBe(
      '邮箱不能为空',
    );
    await instance.changeLanguage('en-us');
    expect(translateError(errorCatalogue.NO_PERMISSION.code, undefined, instance)).toBe(
      'You do not have operation permission',
    );
  });
});

describe('stored language', () => {
  it('defaults to zh-cn, keeps a valid choice and ignores junk', () => {
    localStorage.clear();
    expect(storedLanguage()).toBe('zh-cn');
    storeLanguage('en-us');
    expect(localStorage.getItem(storageKeys.language)).toBe('en-us');
    expect(storedLanguage()).toBe('en-us');
    localStorage.setItem(storageKeys.language, 'fr-fr');
    expect(storedLanguage()).toBe('zh-cn');
  });
});
