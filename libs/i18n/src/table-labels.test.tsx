import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from './setup';
import { useTableLabels } from './table-labels';

const describeRow = (row: { name: string }) => row.name;

describe('useTableLabels', () => {
  it('counts the rows in the plural form English needs, and as Chinese says it', async () => {
    const instance = i18next.createInstance();
    await initI18n('en-us', instance);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useTableLabels(describeRow), { wrapper });

    expect(result.current.total(1)).toBe('Total 1 item');
    expect(result.current.total(2)).toBe('Total 2 items');
    expect(result.current.total(0)).toBe('Total 0 items');

    await act(() => instance.changeLanguage('zh-cn'));
    expect(result.current.total(1)).toBe('共 1 条');
    expect(result.current.total(2)).toBe('共 2 条');
  });
});
