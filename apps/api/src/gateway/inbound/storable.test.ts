import { describe, expect, it } from 'vitest';
import { hasUnstorableText, storableText } from './storable';

describe('hasUnstorableText', () => {
  it('finds NUL and lone surrogates anywhere in a mapped document, keys included', () => {
    expect(hasUnstorableText({ lines: [{ sku: 'A\u0000' }] })).toBe(true);
    expect(hasUnstorableText({ parties: [{ name: 'x\uD800' }] })).toBe(true);
    expect(hasUnstorableText({ note: '\uDC00y' })).toBe(true);
    expect(hasUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(hasUnstorableText(['ok', ['deeper', '\uDBFF']])).toBe(true);
  });

  it('lets through what PostgreSQL stores: pairs, other control characters, numbers, null', () => {
    expect(
      hasUnstorableText({
        name: '日本 \uD83D\uDE00',
        tab: '\t\u0001\u007f',
        amount: 12.5,
        missing: null,
        flag: true,
        lines: [{ sku: 'A-1' }],
      }),
    ).toBe(false);
  });

  it('agrees with storableText on every single code unit around the ranges', () => {
    for (const code of [0, 1, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd]) {
      const text = `a${String.fromCharCode(code)}b`;
      expect(hasUnstorableText({ text })).toBe(storableText(text) !== text);
    }
  });
});
