import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInPortal } from '@portal/testing';
import { orderViewTexts } from '../texts';
import { SsccText } from './sscc-text';

const render = (ui: Parameters<typeof renderInPortal>[0]) =>
  renderInPortal(ui, {
    namespace: orderViewTexts.namespace,
    texts: orderViewTexts.translations,
    language: 'en-us',
  });

describe('SsccText', () => {
  it('groups the 18 digits as a label prints them, in monospace', async () => {
    await render(<SsccText sscc="006141410000000018" />);
    const text = screen.getByText('(00) 0 0614141000000001 8');
    expect(text.getAttribute('data-sscc')).toBe('006141410000000018');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a copy button when named, and shows anything else as it came', async () => {
    await render(<SsccText sscc="12345" copyLabel="Copy SSCC" copiedLabel="Copied" />);
    expect(screen.getByText('12345')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy SSCC' })).toBeTruthy();
  });
});
