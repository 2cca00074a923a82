import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { orderStatusMeanings, orderStatuses } from '@portal/contracts';
import { renderWithTheme } from '../../testing/render';
import {
  portalStyles,
  tableStatusBadgeMaxWidth,
  tableStatusBadgeMinWidth,
} from '../../portal-styles';
import { OrderStatusTable } from './StatusBadge.stories';
import { StatusBadge, toneOf, type StatusTone } from './StatusBadge';
import { orderStatusTones } from './status-tones';

const orderTones: Record<string, StatusTone> = {
  ACCEPTED: 'teal',
  REJECTED: 'red',
  CANCELED: 'gray',
};

describe('toneOf', () => {
  it('finds the tone of a known status', () => {
    expect(toneOf('ACCEPTED', orderTones)).toBe('teal');
    expect(toneOf('REJECTED', orderTones, 'violet')).toBe('red');
  });

  it('falls back to gray for an unknown status', () => {
    expect(toneOf('INVOICE', orderTones)).toBe('gray');
  });

  it('falls back to the given tone for an unknown status', () => {
    expect(toneOf('INVOICE', orderTones, 'blue')).toBe('blue');
  });

  it('does not take inherited object keys for statuses', () => {
    expect(toneOf('constructor', orderTones, 'orange')).toBe('orange');
    expect(toneOf('toString', orderTones)).toBe('gray');
  });
});

describe('StatusBadge', () => {
  it('shows the label and keeps the raw status in data-status', () => {
    renderWithTheme(<StatusBadge status="ACCEPTED" label="已接单" tone="teal" />);

    const badge = screen.getByText('已接单').closest('[data-status]');
    expect(badge?.getAttribute('data-status')).toBe('ACCEPTED');
    expect(badge?.getAttribute('data-tone')).toBe('teal');
  });

  it('colours the badge with its tone', () => {
    renderWithTheme(<StatusBadge status="REJECTED" label="Rejected" tone="red" />);

    const badge = screen.getByText('Rejected').closest<HTMLElement>('[data-status]');
    expect(badge?.style.getPropertyValue('--badge-bg')).toContain('red');
  });

  it('is gray without a tone', () => {
    renderWithTheme(<StatusBadge status="deactivated" label="已停用" />);

    const badge = screen.getByText('已停用').closest<HTMLElement>('[data-status]');
    expect(badge?.getAttribute('data-tone')).toBe('gray');
    expect(badge?.style.getPropertyValue('--badge-bg')).toContain('gray');
  });

  it('says on hover what its title adds, and has no title otherwise', () => {
    renderWithTheme(
      <>
        <StatusBadge status="ON_HOLD" label="Unknown status" title="Status code: ON_HOLD" />
        <StatusBadge status="ACCEPTED" label="Accepted" tone="teal" />
      </>,
    );

    const unknown = screen.getByText('Unknown status').closest('[data-status]');
    expect(unknown?.getAttribute('title')).toBe('Status code: ON_HOLD');
    const known = screen.getByText('Accepted').closest('[data-status]');
    expect(known?.hasAttribute('title')).toBe(false);
  });

  it('keeps the label as written, not upper-cased', () => {
    renderWithTheme(<StatusBadge status="activated" label="Activated" tone="green" />);

    const badge = screen.getByText('Activated').closest<HTMLElement>('[data-status]');
    expect(badge?.style.textTransform).toBe('none');
  });
});

describe('StatusBadge in a table cell', () => {
  const longStatus = 'Shipping info uploaded, waiting for label print';

  function renderBadges() {
    renderWithTheme(
      <>
        <style>{portalStyles}</style>
        <table>
          <tbody>
            <tr>
              <td>
                <StatusBadge status="SHIPPING_INFO_UPLOADED" label={longStatus} tone="blue" />
              </td>
            </tr>
          </tbody>
        </table>
        <StatusBadge status="ACCEPTED" label="Accepted" tone="teal" />
      </>,
    );
    const inCell = screen.getByText(longStatus);
    const alone = screen.getByText('Accepted');
    return {
      cellBadge: inCell.closest<HTMLElement>('[data-status]'),
      cellLabel: inCell,
      loneBadge: alone.closest<HTMLElement>('[data-status]'),
    };
  }

  it('wraps a long status onto more lines, centred, instead of widening its column', () => {
    const { cellBadge, cellLabel } = renderBadges();
    if (cellBadge === null) throw new Error('the badge in the cell is missing');
    const badge = getComputedStyle(cellBadge);
    const label = getComputedStyle(cellLabel);

    expect(badge.maxWidth).toBe(`${tableStatusBadgeMaxWidth}px`);
    expect(badge.height).toBe('auto');
    expect(label.whiteSpace).toBe('normal');
    expect(label.textAlign).toBe('center');
  });

  it('is never cut: no ellipsis, nothing hidden, squeezed no narrower than its floor or its text', () => {
    const { cellBadge, cellLabel } = renderBadges();
    if (cellBadge === null) throw new Error('the badge in the cell is missing');
    const badge = getComputedStyle(cellBadge);
    const label = getComputedStyle(cellLabel);

    expect(badge.overflow).toBe('visible');
    expect(badge.minWidth).toBe(`calc-size(max-content, min(size, ${tableStatusBadgeMinWidth}px))`);
    expect(label.overflow).toBe('visible');
    expect(label.textOverflow).toBe('clip');
  });

  it('keeps a badge outside a table as wide as its text, without the table cap', () => {
    const { loneBadge } = renderBadges();
    if (loneBadge === null) throw new Error('the badge outside the table is missing');
    const badge = getComputedStyle(loneBadge);

    expect(badge.minWidth).toBe('max-content');
    expect(badge.maxWidth).not.toBe(`${tableStatusBadgeMaxWidth}px`);
  });
});

describe('StatusBadge story', () => {
  it.each(['zh-cn', 'en-us'] as const)(
    'shows every order status in %s with the words and colours the product shows',
    (locale) => {
      renderWithTheme(<OrderStatusTable locale={locale} />);

      for (const status of orderStatuses) {
        const row = screen.getByText(status).closest('tr');
        const badge = within(row ?? document.body)
          .getByText(orderStatusMeanings[status][locale])
          .closest('[data-status]');
        expect(badge?.getAttribute('data-status')).toBe(status);
        expect(badge?.getAttribute('data-tone')).toBe(orderStatusTones[status]);
      }
      if (locale === 'en-us') expect(screen.getByText('Awaiting acceptance')).toBeTruthy();
    },
  );
});
