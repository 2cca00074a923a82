import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInPortal } from '@portal/testing';
import { orderViewTexts } from '../texts';
import { ShipWindow } from './ship-window';

const render = (ui: Parameters<typeof renderInPortal>[0]) =>
  renderInPortal(ui, {
    namespace: orderViewTexts.namespace,
    texts: orderViewTexts.translations,
    language: 'en-us',
  });

describe('ShipWindow', () => {
  it('shows start – end in the given day format, with the due-soon mark in words', async () => {
    await render(
      <ShipWindow
        start="2026-03-10"
        end="2026-03-14"
        dueSoon
        dueSoonLabel="Due soon"
        formatDay={(day) => day.replaceAll('-', '/')}
      />,
    );
    expect(screen.getByText('2026/03/10 – 2026/03/14')).toBeTruthy();
    expect(screen.getByText('Due soon')).toBeTruthy();
  });

  it('shows one day once, an open end as such, and no mark when not due', async () => {
    const oneDay = await render(
      <ShipWindow start="2026-03-10" end="2026-03-10" dueSoonLabel="Due soon" />,
    );
    expect(screen.getByText('2026-03-10')).toBeTruthy();
    expect(screen.queryByText('Due soon')).toBeNull();
    oneDay.unmount();
    const openStart = await render(
      <ShipWindow start={null} end="2026-03-14" dueSoonLabel="Due soon" openEnd="?" />,
    );
    expect(screen.getByText('? – 2026-03-14')).toBeTruthy();
    openStart.unmount();
    await render(<ShipWindow start={null} end={null} dueSoonLabel="Due soon" openEnd="—" />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
