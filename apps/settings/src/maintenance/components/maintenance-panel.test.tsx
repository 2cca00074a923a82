import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@portal/api-client';
import { saveFile } from '@portal/ui';
import { renderInPortal } from '../../testing/render-in-portal';
import { downloadLogs } from '../api/download-logs';
import { runUpgrade } from '../api/run-upgrade';
import { MaintenancePanel } from './maintenance-panel';

// The calls are replaced here; the API's maintenance suite tests the real ones.
vi.mock('../api/download-logs', () => ({ downloadLogs: vi.fn() }));
vi.mock('../api/run-upgrade', () => ({ runUpgrade: vi.fn() }));
vi.mock('@portal/ui', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

afterEach(() => {
  vi.clearAllMocks();
  act(() => notifications.clean());
});

const openUpgradeDialog = async (name: string) => {
  fireEvent.click(screen.getByRole('button', { name }));
  return within(await screen.findByRole('dialog'));
};

describe('system maintenance', () => {
  it('downloads the server log file and hands it to the browser under its name', async () => {
    const file = { blob: new Blob(['{"level":30}\n']), fileName: 'portal-2026-11-21.log' };
    vi.mocked(downloadLogs).mockResolvedValue(file);
    await renderInPortal(<MaintenancePanel />, { language: 'en-us' });

    expect(screen.getByRole('region', { name: 'Server log' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download log' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file));
    expect(downloadLogs).toHaveBeenCalledTimes(1);
  });

  it('runs the upgrade only after confirmation, then names the changes applied now', async () => {
    vi.mocked(runUpgrade).mockResolvedValue({
      applied: ['0005_order_notes', '0006_audit_index'],
      alreadyApplied: 5,
    });
    await renderInPortal(<MaintenancePanel />);

    let dialog = await openUpgradeDialog('执行升级');
    expect(dialog.getByText(/确定执行升级脚本吗/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runUpgrade).not.toHaveBeenCalled();

    dialog = await openUpgradeDialog('执行升级');
    fireEvent.click(dialog.getByRole('button', { name: '执行升级' }));
    await waitFor(() => expect(runUpgrade).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('alert')).textContent).toContain('升级成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const result = screen.getByRole('status');
    expect(result.textContent).toContain('本次应用了 2 项数据库变更');
    const applied = within(result).getByRole('list', { name: '本次应用的数据库变更' });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0005_order_notes', '0006_audit_index']);
    expect(result.textContent).toContain('此前已应用 5 项');
  });

  it('says so in plain words when the database is already up to date', async () => {
    vi.mocked(runUpgrade).mockResolvedValue({ applied: [], alreadyApplied: 6 });
    await renderInPortal(<MaintenancePanel />, { language: 'en-us' });

    const dialog = await openUpgradeDialog('Run upgrade');
    fireEvent.click(dialog.getByRole('button', { name: 'Run upgrade' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Upgrade succeeded');
    expect(screen.getByRole('status').textContent).toBe(
      'The database is already up to date; nothing to apply (changes applied before: 6).',
    );
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the dialog open and shows no success or result when the upgrade fails', async () => {
    // The api client has already shown the catalogue's "upgrade failed" in its snackbar.
    vi.mocked(runUpgrade).mockRejectedValue(new ApiError('5004', 'upgrade failed', 500));
    await renderInPortal(<MaintenancePanel />);

    const dialog = await openUpgradeDialog('执行升级');
    fireEvent.click(dialog.getByRole('button', { name: '执行升级' }));
    await waitFor(() => expect(runUpgrade).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '执行升级' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
