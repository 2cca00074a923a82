import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { systemSettingDefaults, type SystemSettingsResponse } from '@portal/contracts';
import { renderInPortal } from '../testing/render-in-portal';
import { getSystemSettings } from '../system-settings/api/get-system-settings';
import SettingsScreen from './settings-screen';

vi.mock('../system-settings/api/get-system-settings', () => ({ getSystemSettings: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const meta = Object.fromEntries(
  Object.keys(systemSettingDefaults).map((name) => [
    name,
    { isDefault: true, updatedAt: null, updatedBy: null },
  ]),
) as SystemSettingsResponse['meta'];

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

describe('settings screen', () => {
  it('offers system maintenance as a tab of its own, kept in the address (?tab=maintenance)', async () => {
    vi.mocked(getSystemSettings).mockResolvedValue({
      values: systemSettingDefaults,
      defaults: systemSettingDefaults,
      meta,
    });
    await renderInPortal(
      <>
        <SettingsScreen />
        <Address />
      </>,
      { language: 'en-us' },
    );

    fireEvent.click(screen.getByRole('tab', { name: 'System maintenance' }));
    expect(await screen.findByRole('button', { name: 'Download log' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run upgrade' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('?tab=maintenance');
  });
});
