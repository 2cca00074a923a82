import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { Alert, Drawer, Modal } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@portal/contracts';
import { initI18n } from '@portal/i18n';
import { PortalTheme } from './portal-theme';

async function renderInTheme(language: Language) {
  const i18n = i18next.createInstance();
  await initI18n(language, i18n);
  render(
    <I18nextProvider i18n={i18n}>
      <PortalTheme>
        <Notifications />
        <Modal opened onClose={() => undefined} title="Edit store">
          <p>form</p>
        </Modal>
        <Drawer opened onClose={() => undefined} title="Order 7">
          <p>tabs</p>
        </Drawer>
        <Alert title="Short of stock" withCloseButton onClose={() => undefined}>
          details
        </Alert>
      </PortalTheme>
    </I18nextProvider>,
  );
  return i18n;
}

describe('PortalTheme', () => {
  it.each([
    ['zh-cn', '关闭'],
    ['en-us', 'Close'],
  ] as const)(
    'names every dialog, drawer, alert and notification close button in %s',
    async (language, close) => {
      await renderInTheme(language);
      act(() => {
        notifications.show({ message: 'Saved' });
      });

      const modal = await screen.findByRole('dialog', { name: 'Edit store' });
      const drawer = screen.getByRole('dialog', { name: 'Order 7' });
      expect(within(modal).getByRole('button', { name: close })).toBeTruthy();
      expect(within(drawer).getByRole('button', { name: close })).toBeTruthy();
      const alert = screen.getByRole('alert', { name: 'Short of stock' });
      expect(within(alert).getByRole('button', { name: close })).toBeTruthy();
      const notice = (await screen.findByText('Saved')).closest<HTMLElement>('[role="alert"]');
      if (notice === null) throw new Error('the notification is not an alert');
      expect(within(notice).getByRole('button', { name: close })).toBeTruthy();
      act(() => notifications.clean());
    },
  );

  it('renames the close buttons when the language changes', async () => {
    const i18n = await renderInTheme('zh-cn');
    const modal = await screen.findByRole('dialog', { name: 'Edit store' });
    expect(within(modal).getByRole('button', { name: '关闭' })).toBeTruthy();

    await act(() => i18n.changeLanguage('en-us'));

    expect(within(modal).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('puts the portal style sheet (field focus ring, whole badges) in the head', async () => {
    await renderInTheme('zh-cn');
    const sheet = document.head.querySelector('style[data-href="portal-styles"]');
    expect(sheet?.textContent).toContain('.mantine-Input-input:focus-visible');
  });
});
