import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { systemSettingDefaults } from '@portal/contracts';
import { useDateFormat } from './date-time-format';
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
