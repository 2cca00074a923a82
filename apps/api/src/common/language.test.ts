import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'zh-cn'],
    ['', 'zh-cn'],
    ['en', 'en-us'],
    ['en-US', 'en-us'],
    ['EN-gb', 'en-us'],
    ['en-US,en;q=0.9', 'en-us'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-cn'],
    ['fr-FR', 'zh-cn'],
    ['fr-FR,en;q=0.5', 'en-us'],
    ['zh;q=0.4,en;q=0.8', 'en-us'],
    ['en;q=0,zh', 'zh-cn'],
    ['*', 'zh-cn'],
    ['english', 'zh-cn'],
  ] as const)('%j gives %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });

  it('reads a header given more than once', () => {
    expect(pickLanguage(['fr', 'en-US'])).toBe('en-us');
  });
});
