import { describe, expect, it } from 'vitest';
import { systemSettingDefaults, systemSettingNames } from '@portal/contracts';
import { draftOf, integerRange, settingKinds, valueOf } from './setting-value';

describe('setting drafts', () => {
  it('knows how to edit every setting the contracts define', () => {
    expect(Object.keys(settingKinds).sort()).toEqual([...systemSettingNames].sort());
  });

  it('turns every default into a draft and back unchanged', () => {
    for (const name of systemSettingNames) {
      const result = valueOf(name, draftOf(name, systemSettingDefaults[name]));
      expect(result, name).toEqual({ ok: true, value: systemSettingDefaults[name] });
    }
  });

  it('accepts a whole number in range and names the range otherwise', () => {
    expect(integerRange('lockMinutes')).toEqual({ min: 1, max: 1440 });
    expect(valueOf('lockMinutes', { value: ' 30 ' })).toEqual({ ok: true, value: 30 });
    for (const text of ['0', '1441', '2.5', '1e2', 'ten', '']) {
      expect(valueOf('lockMinutes', { value: text }), text).toEqual({
        ok: false,
        problems: [{ field: 'value', range: { min: 1, max: 1440 } }],
      });
    }
  });

  it('checks the initial password with the password rule (6–20, no spaces)', () => {
    expect(valueOf('initialPassword', { value: 'Start#2027' })).toEqual({
      ok: true,
      value: 'Start#2027',
    });
    const short = valueOf('initialPassword', { value: 'abc' });
    const spaced = valueOf('initialPassword', { value: 'has space 1' });
    expect(short.ok || spaced.ok).toBe(false);
    if (!short.ok && !spaced.ok) {
      expect(short.problems[0]).toMatchObject({ field: 'value', rule: 'password' });
      expect(spaced.problems[0]).toMatchObject({ field: 'value', rule: 'password' });
    }
  });

  it('accepts only the listed date-time formats', () => {
    expect(valueOf('dateTimeFormat', { value: 'YYYY/MM/DD' })).toEqual({
      ok: true,
      value: 'YYYY/MM/DD',
    });
    expect(valueOf('dateTimeFormat', { value: 'DD.MM.YYYY' }).ok).toBe(false);
  });

  it('needs a title in each language, at most 32 characters, and names the language that failed', () => {
    const result = valueOf('siteTitle', { 'zh-cn': '', 'en-us': 'x'.repeat(33) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problems).toEqual([
        { field: 'zh-cn', rule: 'required' },
        { field: 'en-us', rule: 'maxLength', maximum: 32 },
      ]);
    }
  });
});
