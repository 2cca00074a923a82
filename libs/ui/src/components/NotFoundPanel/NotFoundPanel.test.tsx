import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { NotFoundPanel } from './NotFoundPanel';

describe('NotFoundPanel', () => {
  it('renders the code, title and message', () => {
    renderWithTheme(
      <NotFoundPanel
        code={404}
        title="Page not found"
        message="The address may be mistyped, or the page has moved."
        actionLabel="Back to home"
        onAction={() => undefined}
      />,
    );

    expect(screen.getByTestId('error-code').textContent).toBe('404');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('The address may be mistyped, or the page has moved.')).toBeTruthy();
  });

  it('fires onAction from its button', () => {
    const onAction = vi.fn();
    renderWithTheme(
      <NotFoundPanel
        code="500"
        title="服务器出错了"
        message="请稍后再试。"
        actionLabel="重新加载"
        onAction={onAction}
      />,
    );

    expect(onAction).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
