import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { systemSettingDefaults, type SystemSettingsResponse } from '@portal/contracts';
import { systemSettingsAtom } from '@portal/auth';
import { renderInPortal } from '../../testing/render-in-portal';
import { getSystemSettings } from '../api/get-system-settings';
import { putSystemSetting } from '../api/put-system-setting';
import { SystemSettingsPanel } from './system-settings-panel';

// The calls are replaced here; the API's suites and the e2e walk test the real ones.
vi.mock('../api/get-system-settings', () => ({ getSystemSettings: vi.fn() }));
vi.mock('../api/put-system-setting', () => ({ putSystemSetting: vi.fn() }));

const meta = Object.fromEntries(
  Object.keys(systemSettingDefaults).map((name) => [
    name,
    { isDefault: true, updatedAt: null, updatedBy: null },
  ]),
) as SystemSettingsResponse['meta'];

const current: SystemSettingsResponse = {
  values: systemSettingDefaults,
  defaults: systemSettingDefaults,
  meta,
};

beforeEach(() => {
  vi.mocked(getSystemSettings).mockResolvedValue(current);
});

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

describe('basic parameters', () => {
  it('lists every setting with its value and default', async () => {
    await renderInPortal(<SystemSettingsPanel />, { language: 'en-us' });
    expect((await screen.findByTestId('setting-value-lockMinutes')).textContent).toBe('15');
    expect(screen.getByTestId('setting-value-siteTitle').textContent).toBe(
      'EDI 供应商门户 / EDI Supplier Portal',
    );
    expect(screen.getByTestId('setting-value-initialPassword').textContent).toBe('•'.repeat(11));
    expect(screen.getAllByText('Default')).toHaveLength(1 + 6);
  });

  it('refuses a value out of range before sending, then saves and updates the whole portal', async () => {
    const saved: SystemSettingsResponse = {
      ...current,
      values: {
        ...systemSettingDefaults,
        siteTitle: { 'zh-cn': '供应商门户', 'en-us': 'Acme Portal' },
      },
    };
    vi.mocked(putSystemSetting).mockResolvedValue(saved);
    const { store } = await renderInPortal(<SystemSettingsPanel />, { language: 'en-us' });

    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit parameter: Sign-in lock time (minutes)' }),
    );
    let dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Sign-in lock time (minutes)' }), {
      target: { value: '0' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Enter a whole number from 1 to 1440')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(putSystemSetting).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Edit parameter: Site title' }));
    dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: 'English title' }), {
      target: { value: 'Acme Portal' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Chinese title' }), {
      target: { value: '供应商门户' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(putSystemSetting).toHaveBeenCalledWith('siteTitle', {
        'zh-cn': '供应商门户',
        'en-us': 'Acme Portal',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Saved');
    expect(store.get(systemSettingsAtom)?.siteTitle['en-us']).toBe('Acme Portal');
    expect(screen.getByTestId('setting-value-siteTitle').textContent).toBe(
      '供应商门户 / Acme Portal',
    );
  });
});
