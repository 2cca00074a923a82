import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { systemSettingDefaults } from '@portal/contracts';
import { useDateFormat, useDayFormatter, useMomentFormatter } from './date-time-format';
import { systemSettingsAtom } from './system-settings';

describe('useDateFormat', () => {
  it('is the date part of the date-time setting: its default first, then the one read', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useDateFormat(), { wrapper });
    expect(result.current).toBe('YYYY-MM-DD');

    act(() =>
      store.set(systemSettingsAtom, {
        ...systemSettingDefaults,
        dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
      }),
    );
    expect(result.current).toBe('YYYY/MM/DD');
  });
});

describe('useDayFormatter', () => {
  it('shows days in the date part of the setting and follows a change', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useDayFormatter(), { wrapper });
    expect(result.current('2026-11-23')).toBe('2026-11-23');

    act(() =>
      store.set(systemSettingsAtom, { ...systemSettingDefaults, dateTimeFormat: 'YYYYMMDD' }),
    );
    expect(result.current('2026-11-23')).toBe('20261123');
    expect(result.current(null)).toBe('');
  });
});

describe('useMomentFormatter', () => {
  it('shows a day or an instant by the setting and follows a change', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useMomentFormatter(), { wrapper });
    // An EDI document's time has no zone: the wall-clock time it names.
    expect(result.current('2026-11-23T22:29')).toBe('2026-11-23 22:29:00');
    expect(result.current('2026-11-23')).toBe('2026-11-23');

    act(() =>
      store.set(systemSettingsAtom, {
        ...systemSettingDefaults,
        dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
      }),
    );
    expect(result.current('2026-11-23T22:29')).toBe('2026/11/23 22:29:00');
    expect(result.current('2026-11-23')).toBe('2026/11/23');
    expect(result.current(undefined)).toBe('');
  });
});
