import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('is findable as a status by its label, which is also visible', async () => {
    renderWithTheme(<PageLoader label="正在加载订单…" />);

    const status = await screen.findByRole('status', { name: '正在加载订单…' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('正在加载订单…')).toBeTruthy();
  });

  it('is not found under another label', () => {
    renderWithTheme(<PageLoader label="Loading deliveries…" />);

    expect(screen.queryByRole('status', { name: 'Loading orders…' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading deliveries…' })).toBeTruthy();
  });
});
