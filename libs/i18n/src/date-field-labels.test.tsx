import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from './setup';
import { useDateFieldLabels } from './date-field-labels';

describe('useDateFieldLabels', () => {
  it('gives every text of a date field in the current language, following a switch', async () => {
    const instance = i18next.createInstance();
    await initI18n('zh-cn', instance);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useDateFieldLabels(), { wrapper });

    expect(result.current.nextMonth).toBe('下个月');
    expect(result.current.clear).toBe('清除日期');
    for (const [name, text] of Object.entries(result.current)) {
      expect(text, name).not.toMatch(/^date\./);
    }

    await act(() => instance.changeLanguage('en-us'));
    expect(result.current.previousYear).toBe('Previous year');
    expect(result.current.chooseMonth).toBe('Choose a month');
  });
});
