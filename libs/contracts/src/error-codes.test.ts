import { describe, expect, it } from 'vitest';
import { catalogueEntry, errorCatalogue, languages, retiredErrorCodes } from './error-codes';

const entries = Object.entries(errorCatalogue);

/** decisions.md §5: the first digit is the group, and each group answers with its own statuses. */
const statusesOfGroup: Record<string, readonly number[]> = {
  '1': [401, 403, 429],
  '2': [400, 408, 413, 414, 415, 422, 431],
  '3': [404],
  '4': [409, 429],
  '5': [500, 503, 504],
};

describe('the error catalogue', () => {
  it('gives every code one name, four digits and a status of its group', () => {
    const codes = entries.map(([, entry]) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, entry] of entries) {
      expect(entry.code, name).toMatch(/^[1-5]\d{3}$/);
      expect(statusesOfGroup[entry.code.charAt(0)], name).toContain(entry.http);
      expect(catalogueEntry(entry.code)?.name).toBe(name);
    }
  });

  it('has a message in every language for every code', () => {
    for (const [name, entry] of entries) {
      for (const language of languages) expect(entry.message[language], name).not.toBe('');
    }
  });

  it('never gives a removed code number a new meaning', () => {
    for (const code of retiredErrorCodes) expect(catalogueEntry(code)).toBeUndefined();
  });
});
