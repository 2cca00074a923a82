import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Language } from '@portal/contracts';
import { renderInPortal } from '@portal/testing';
import { orderViewTexts } from '../texts';
import { OrderStatusBadge } from './order-status-badge';

const renderBadge = (status: string, language: Language) =>
  renderInPortal(<OrderStatusBadge status={status} />, {
    namespace: orderViewTexts.namespace,
    texts: orderViewTexts.translations,
    language,
  });

describe('OrderStatusBadge', () => {
  it('names a known status in the user’s language, in its colour', async () => {
    await renderBadge('ACCEPTED', 'en-us');

    const badge = screen.getByText('Accepted, waiting for shipping info').closest('[data-status]');
    expect(badge?.getAttribute('data-status')).toBe('ACCEPTED');
    expect(badge?.getAttribute('data-tone')).not.toBe('gray');
    expect(badge?.getAttribute('title')).toBeNull();
  });

  it.each([
    ['en-us', 'Unknown status', 'Status code the portal does not know: ON_HOLD'],
    ['zh-cn', '未知状态', '系统未识别的状态代码：ON_HOLD'],
  ] as const)(
    'shows a status it does not know as "unknown" in %s, its code only on hover',
    async (language, label, title) => {
      await renderBadge('ON_HOLD', language);

      const badge = screen.getByText(label).closest<HTMLElement>('[data-status]');
      expect(badge?.textContent).toBe(label);
      expect(badge?.getAttribute('title')).toBe(title);
      expect(badge?.getAttribute('data-tone')).toBe('gray');
      expect(screen.queryByText('ON_HOLD')).toBeNull();
    },
  );

  it('does not take an inherited object key for a status', async () => {
    await renderBadge('constructor', 'en-us');

    expect(screen.getByText('Unknown status')).toBeTruthy();
  });
});
