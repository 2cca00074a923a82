import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserPasswordHash, sha256Hex } from './password-hash';

const reference = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    'Portal#2026',
    '密码123',
    'a'.repeat(55),
    'a'.repeat(56),
    'a'.repeat(64),
    'x'.repeat(1000),
  ])('matches node:crypto for %j', (text) => {
    expect(sha256Hex(text)).toBe(reference(text));
  });

  it('hashes twice for the password the server expects', () => {
    expect(browserPasswordHash('Secret#1')).toBe(reference(reference('Secret#1')));
  });
});
