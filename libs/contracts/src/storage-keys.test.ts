import { describe, expect, it } from 'vitest';
import { storageKeys } from './storage-keys';

describe('local-storage keys', () => {
  it('are distinct and carry the portal prefix, so apps on one origin never collide', () => {
    const keys = Object.values(storageKeys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, key] of Object.entries(storageKeys)) expect(key).toBe(`portal.${name}`);
  });
});
