import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { Notifications, notifications } from '@mantine/notifications';
import { renderWithTheme } from '../../testing/render';
import {
  configureSnackbar,
  showSnackbar,
  snackbarContent,
  snackbarDefaults,
  snackbarLevels,
} from './Snackbar';

const translations: Record<string, string> = { saved: '保存成功', deleted: '删除成功' };
const translate = (key: string): string => translations[key] ?? `?${key}?`;

afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

describe('snackbarContent', () => {
  it('is a warning shown for 5000 ms by default (spec §2)', () => {
    expect(snackbarDefaults).toEqual({ level: 'warning', autoClose: 5000 });
    expect(snackbarContent('库存不足')).toEqual({
      text: '库存不足',
      color: 'orange',
      autoClose: 5000,
    });
  });

  it('gives each level its own colour', () => {
    const colours = snackbarLevels.map((level) => snackbarContent('x', { level }).color);
    expect(colours).toEqual(['green', 'blue', 'orange', 'red']);
  });

  it('keeps a given duration', () => {
    expect(snackbarContent('x', { autoClose: 1500 }).autoClose).toBe(1500);
  });

  it('translates a message with the local- prefix', () => {
    expect(snackbarContent('local-saved', { translate, level: 'success' })).toEqual({
      text: '保存成功',
      color: 'green',
      autoClose: 5000,
    });
  });

  it('passes only the key, without the prefix, to translate', () => {
    const spy = vi.fn(translate);
    snackbarContent('local-deleted', { translate: spy });
    expect(spy).toHaveBeenCalledExactlyOnceWith('deleted');
  });

  it('shows the key of a local- message when there is no translate', () => {
    expect(snackbarContent('local-saved').text).toBe('saved');
  });

  it('shows any other message as it is, without translating it', () => {
    const spy = vi.fn(translate);
    expect(snackbarContent('saved', { translate: spy }).text).toBe('saved');
    expect(snackbarContent('Local-saved', { translate: spy }).text).toBe('Local-saved');
    expect(snackbarContent('the local-saved file', { translate: spy }).text).toBe(
      'the local-saved file',
    );
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('showSnackbar', () => {
  it('calls notifications.show with the defaults', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n-1');

    expect(showSnackbar('请先选择订单')).toBe('n-1');
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: '请先选择订单',
      color: 'orange',
      autoClose: 5000,
      'data-level': 'warning',
    });
  });

  it('calls notifications.show with the level, duration and translated text', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n-2');

    showSnackbar('local-deleted', { level: 'error', autoClose: 8000, translate });
    expect(show.mock.calls[0]?.[0]).toMatchObject({
      message: '删除成功',
      color: 'red',
      autoClose: 8000,
      'data-level': 'error',
    });
  });

  it('translates a local- message with the configured translator when the call gives none', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n-3');
    configureSnackbar({ translate });

    showSnackbar('local-deleted', { level: 'success' });
    showSnackbar('订单已删除');
    expect(show.mock.calls.map((call) => call[0].message)).toEqual(['删除成功', '订单已删除']);
  });

  it('appears in the rendered Notifications', async () => {
    renderWithTheme(<Notifications />);

    act(() => {
      showSnackbar('local-saved', { level: 'success', translate });
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('保存成功');
    expect(alert.getAttribute('data-level')).toBe('success');
  });
});
