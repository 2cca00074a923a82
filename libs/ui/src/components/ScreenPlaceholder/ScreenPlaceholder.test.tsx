import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { ScreenPlaceholder } from './ScreenPlaceholder';

describe('ScreenPlaceholder', () => {
  it('renders its title, description and note', () => {
    renderWithTheme(
      <ScreenPlaceholder
        title="Invoices"
        description="Invoices you sent and their payment status"
        note="This screen is being built."
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    expect(screen.getByText('Invoices you sent and their payment status')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('This screen is being built.');
  });
});
