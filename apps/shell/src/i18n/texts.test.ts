import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@portal/contracts';
import { common, uncountedTexts, unpairedPlurals } from '@portal/i18n';
import { countTextKeys, missingTextKeys } from '@portal/testing';
import { shellTexts } from './texts';

const shellSource = join(import.meta.dirname, '..');
// The shared libs speak through `common` only; their sources are read, not imported.
const sharedSources = ['i18n', 'ui', 'auth', 'api-client'].map((lib) =>
  join(import.meta.dirname, '..', '..', '..', '..', 'libs', lib, 'src'),
);

describe('shell texts', () => {
  it('counts in English plural forms', () => {
    expect(uncountedTexts({ shell: shellTexts })).toEqual([]);
    expect(unpairedPlurals({ shell: shellTexts })).toEqual([]);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(shellTexts['en-us']).sort()).toEqual(
      Object.keys(shellTexts['zh-cn']).sort(),
    );
  });

  for (const language of languages) {
    it(`has every text the shell and the shared libs ask for in ${language}`, () => {
      expect(countTextKeys(shellSource)).toBeGreaterThan(50);
      expect(missingTextKeys(shellSource, { common, shell: shellTexts }, language)).toEqual([]);
      for (const source of sharedSources) {
        expect(missingTextKeys(source, { common }, language), source).toEqual([]);
      }
    });
  }
});
