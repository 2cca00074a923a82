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

describe('ExportButton with a choice of rows', () => {
  const scopes = (onMatching = vi.fn(), matchingDisabled = false) => ({
    menuLabel: '选择数据范围',
    selectedLabel: '所选行（2 条）',
    matchingLabel: '符合筛选条件的全部 20 条',
    onMatching,
    matchingDisabled,
  });

  const renderWithScopes = (onClick = vi.fn(), onMatching = vi.fn()) =>
    renderWithTheme(
      <ExportButton
        label="导出Excel"
        progressLabel="导出进度"
        exporting={false}
        progress={0}
        onClick={onClick}
        scopes={scopes(onMatching)}
      />,
    );

  it('exports the ticked rows on a plain click, and as the first choice beside it', async () => {
    const onClick = vi.fn();
    const onMatching = vi.fn();
    renderWithScopes(onClick, onMatching);
    fireEvent.click(screen.getByRole('button', { name: '导出Excel' }));
    expect(onClick).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: '选择数据范围' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '所选行（2 条）' }));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onMatching).not.toHaveBeenCalled();
  });

  it('offers every row matching the filter, with its count, as the second choice', async () => {
    const onClick = vi.fn();
    const onMatching = vi.fn();
    renderWithScopes(onClick, onMatching);
    fireEvent.click(screen.getByRole('button', { name: '选择数据范围' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '符合筛选条件的全部 20 条' }));
    expect(onMatching).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('offers no "all rows" when nothing matches the filter', async () => {
    const onMatching = vi.fn();
    renderWithTheme(
      <ExportButton
        label="导出Excel"
        progressLabel="导出进度"
        exporting={false}
        progress={0}
        onClick={vi.fn()}
        scopes={scopes(onMatching, true)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择数据范围' }));
    const matching = await screen.findByRole('menuitem', { name: '符合筛选条件的全部 20 条' });
    expect(
      matching.hasAttribute('disabled') || matching.getAttribute('data-disabled'),
    ).toBeTruthy();
    fireEvent.click(matching);
    expect(onMatching).not.toHaveBeenCalled();
  });
});
