import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { storageKeys, systemSettingDefaults } from '@portal/contracts';
import {
  currentRolesAtom,
  currentUserAtom,
  isSignedInAtom,
  sessionNoticeAtom,
  signOutAtom,
  tokenAtom,
} from './session';
import { systemSettingsAtom } from './system-settings';

describe('session state', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token in local storage and reads it back after a page reload', async () => {
    const store = createStore();
    expect(store.get(isSignedInAtom)).toBe(false);
    store.set(tokenAtom, 'token-1');
    expect(JSON.parse(localStorage.getItem(storageKeys.token) ?? 'null')).toBe('token-1');
    // A reload evaluates the module again, which reads local storage once.
    vi.resetModules();
    const reloaded = await import('./session');
    const reopened = createStore();
    expect(reopened.get(reloaded.tokenAtom)).toBe('token-1');
    expect(reopened.get(reloaded.isSignedInAtom)).toBe(true);
  });

  it('signs out: token removed from storage, user and roles cleared', () => {
    const store = createStore();
    store.set(tokenAtom, 'token-2');
    store.set(currentUserAtom, {
      id: 7,
      account: 'li.lei',
      nickname: 'Li Lei',
      email: 'li.lei@example.com',
      phone: '',
      status: 'activated',
      roles: ['ORDER'],
      mustChangePassword: false,
      lockedUntil: null,
      createdAt: '2026-11-21T08:00:00.000Z',
      updatedAt: '2026-11-21T08:00:00.000Z',
    });
    expect(store.get(currentRolesAtom)).toEqual(['ORDER']);
    store.set(systemSettingsAtom, { ...systemSettingDefaults, initialPassword: 'Portal#2026' });
    store.set(signOutAtom, '1002');
    expect(store.get(systemSettingsAtom)).toBeNull();
    expect(store.get(sessionNoticeAtom)).toBe('1002');
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(currentRolesAtom)).toEqual([]);
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
