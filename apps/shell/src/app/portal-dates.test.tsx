import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Provider as StoreProvider, createStore } from 'jotai';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { systemSettingsAtom } from '@portal/auth';
import { systemSettingDefaults } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { DateField, portalTheme } from '@portal/ui';
import { PortalDates } from './portal-dates';

/** A remote's date field, as it renders inside the shell. */
function ScheduledDate() {
  const [value, setValue] = useState('2026-11-21');
  return <DateField label="Scheduled date" value={value} onChange={setValue} />;
}

async function renderInShell() {
  const i18n = i18next.createInstance();
  await initI18n('zh-cn', i18n);
  const store = createStore();
  render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={portalTheme}>
          <PortalDates>
            <ScheduledDate />
          </PortalDates>
        </MantineProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { i18n, store, field: () => screen.getByLabelText<HTMLInputElement>('Scheduled date') };
}

describe('PortalDates', () => {
  it("shows days in the date part of the admin's format, following a change of the setting", async () => {
    const { store, field } = await renderInShell();
    expect(field().value).toBe('2026-11-21');

    act(() =>
      store.set(systemSettingsAtom, {
        ...systemSettingDefaults,
        dateTimeFormat: 'YYYYMMDDHHmmssSSS',
      }),
    );
    expect(field().value).toBe('20261121');
    expect(field().placeholder).toBe('YYYYMMDD');
  });

  it('opens calendars in the current language, with its texts', async () => {
    const { i18n, field } = await renderInShell();
    fireEvent.focus(field());
    await screen.findByRole('table');
    expect(screen.getByLabelText('选择月份').textContent).toBe('十一月 2026');
    expect(screen.getByLabelText('下个月').tagName).toBe('BUTTON');

    await act(() => i18n.changeLanguage('en-us'));
    expect(screen.getByLabelText('Choose a month').textContent).toBe('November 2026');
    expect(screen.getByLabelText('Clear the date').tagName).toBe('BUTTON');
  });
});
