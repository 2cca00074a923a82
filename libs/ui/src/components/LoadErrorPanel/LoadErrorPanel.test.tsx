import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { LoadErrorPanel } from './LoadErrorPanel';

const texts = {
  title: '订单加载失败',
  message: '网络连接中断，请稍后重试。',
  retryLabel: '重试',
};

describe('LoadErrorPanel', () => {
  it('renders an alert with its title, message and details', () => {
    renderWithTheme(
      <LoadErrorPanel {...texts} onRetry={() => undefined} details="HTTP 503 · req-7f3a" />,
    );

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('订单加载失败');
    expect(alert.textContent).toContain('网络连接中断，请稍后重试。');
    const details = screen.getByText('HTTP 503 · req-7f3a');
    expect(details.tagName).toBe('PRE');
  });

  it('shows no details block without details', () => {
    const { container } = renderWithTheme(<LoadErrorPanel {...texts} onRetry={() => undefined} />);

    expect(container.querySelector('pre')).toBeNull();
  });

  it('calls onRetry when the retry button is pressed', () => {
    const onRetry = vi.fn();
    renderWithTheme(<LoadErrorPanel {...texts} onRetry={onRetry} />);

    const button = screen.getByRole<HTMLButtonElement>('button', { name: '重试' });
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('data-loading')).toBe(false);
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables the button and shows loading while retrying', () => {
    const onRetry = vi.fn();
    renderWithTheme(<LoadErrorPanel {...texts} onRetry={onRetry} retrying />);

    const button = screen.getByRole<HTMLButtonElement>('button', { name: '重试' });
    expect(button.disabled).toBe(true);
    expect(button.hasAttribute('data-loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
