import { describe, expect, it } from 'vitest';
import { languages } from '@portal/contracts';
import { common } from '@portal/i18n';
import { countTextKeys, missingTextKeys } from '@portal/testing';
import { orderViewTexts } from './texts';

describe('order view texts', () => {
  it.each(languages)('has every text its code asks for in %s', (language) => {
    const sourceDir = import.meta.dirname;
    const namespaces = { common, [orderViewTexts.namespace]: orderViewTexts.translations };
    expect(countTextKeys(sourceDir)).toBeGreaterThan(0);
    expect(missingTextKeys(sourceDir, namespaces, language)).toEqual([]);
  });
});
