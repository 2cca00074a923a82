import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { ExportButton } from './ExportButton';

const render = (exporting: boolean, progress: number, onClick = vi.fn()) =>
  renderWithTheme(
    <ExportButton
      label="导出Excel"
      progressLabel="导出进度"
      exporting={exporting}
      progress={progress}
      onClick={onClick}
    />,
  );

describe('ExportButton', () => {
  it('starts the export on click and shows no progress while idle', () => {
    const onClick = vi.fn();
    render(false, 0, onClick);
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the download progress in percent while the file arrives', () => {
    render(true, 0.426);
    expect(
      screen.getByRole('progressbar', { name: '导出进度' }).getAttribute('aria-valuenow'),
    ).toBe('43');
    expect(screen.getByText('43%')).toBeTruthy();
  });

  it('shows only the loader while the server is still writing the file', () => {
    render(true, 0);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
