import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from './setup';
import { useImportDialogLabels } from './import-dialog-labels';

describe('useImportDialogLabels', () => {
  it('gives every text of the import dialog in the current language, following a switch', async () => {
    const instance = i18next.createInstance();
    await initI18n('zh-cn', instance);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={instance}>{children}</I18nextProvider>
    );
    const { result } = renderHook(() => useImportDialogLabels(), { wrapper });

    expect(result.current.downloadTemplate).toBe('下载导入模板');
    expect(result.current.import).toBe('导入');
    expect(result.current.rejected(3)).toBe(
      '文件中有 3 处错误，未导入任何数据：请修改以下各行后重新导入。',
    );
    for (const [name, text] of Object.entries(result.current)) {
      if (typeof text === 'string') expect(text, name).not.toMatch(/^import\.|^button\./);
    }

    await act(() => instance.changeLanguage('en-us'));
    expect(result.current.row).toBe('Row');
    expect(result.current.rejected(1)).toBe(
      'The file has errors (1) and nothing was imported: correct the rows below and import again.',
    );
  });
});
