import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const texts = {
  title: '取消订单',
  message: '确定要取消订单 PO-1001 吗？取消后无法恢复。',
  confirmLabel: '确定',
  cancelLabel: '返回',
};

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn();
  const onCancel = props.onCancel ?? vi.fn();
  const view = renderWithTheme(
    <ConfirmDialog opened {...texts} {...props} onConfirm={onConfirm} onCancel={onCancel} />,
  );
  return { ...view, onConfirm, onCancel };
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (reason: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: '确定' });
const cancelButton = () => screen.getByRole<HTMLButtonElement>('button', { name: '返回' });

describe('ConfirmDialog', () => {
  it('shows its title and message in a dialog', () => {
    renderDialog();

    const dialog = screen.getByRole('dialog', { name: '取消订单' });
    expect(dialog.textContent).toContain('确定要取消订单 PO-1001 吗？取消后无法恢复。');
  });

  it('renders nothing while closed', () => {
    renderDialog({ opened: false });

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('calls onConfirm, and only onConfirm, when confirm is pressed', () => {
    const { onConfirm, onCancel } = renderDialog();

    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    // A synchronous confirm never shows a loader.
    expect(confirmButton().hasAttribute('data-loading')).toBe(false);
  });

  it('calls onCancel when cancel is pressed', () => {
    const { onConfirm, onCancel } = renderDialog();

    fireEvent.click(cancelButton());
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onCancel on Escape', () => {
    const { onCancel } = renderDialog();

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows loading and disables both buttons while an async confirm is pending', async () => {
    const pending = deferred();
    const onConfirm = vi.fn(() => pending.promise);
    const { onCancel } = renderDialog({ onConfirm });

    fireEvent.click(confirmButton());
    expect(confirmButton().hasAttribute('data-loading')).toBe(true);
    expect(confirmButton().disabled).toBe(true);
    expect(confirmButton().getAttribute('aria-busy')).toBe('true');
    expect(cancelButton().disabled).toBe(true);

    // Neither a second press, cancel nor Escape does anything meanwhile.
    fireEvent.click(confirmButton());
    fireEvent.click(cancelButton());
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    await act(async () => pending.resolve());

    // The dialog stays open: closing it is the caller's decision.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(confirmButton().hasAttribute('data-loading')).toBe(false);
    expect(confirmButton().disabled).toBe(false);
    expect(cancelButton().disabled).toBe(false);
  });

  it('ends the loading state when the async confirm fails', async () => {
    const pending = deferred();
    renderDialog({ onConfirm: () => pending.promise });

    fireEvent.click(confirmButton());
    expect(confirmButton().hasAttribute('data-loading')).toBe(true);

    await act(async () => pending.reject(new Error('HTTP 409')));

    expect(confirmButton().hasAttribute('data-loading')).toBe(false);
    expect(cancelButton().disabled).toBe(false);
  });

  it('closes when the caller sets opened to false after a successful confirm', async () => {
    const pending = deferred();
    function Caller() {
      const [opened, setOpened] = useState(true);
      return (
        <ConfirmDialog
          opened={opened}
          {...texts}
          onConfirm={async () => {
            await pending.promise;
            setOpened(false);
          }}
          onCancel={() => setOpened(false)}
        />
      );
    }
    renderWithTheme(<Caller />);

    fireEvent.click(confirmButton());
    expect(screen.getByRole('dialog')).toBeTruthy();

    await act(async () => pending.resolve());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('colours the confirm button red for a dangerous action', () => {
    renderDialog({ danger: true });

    const button = confirmButton();
    expect(button.hasAttribute('data-danger')).toBe(true);
    expect(button.style.getPropertyValue('--button-bg')).toContain('red');
  });

  it('uses the primary colour otherwise', () => {
    renderDialog();

    const button = confirmButton();
    expect(button.hasAttribute('data-danger')).toBe(false);
    expect(button.style.getPropertyValue('--button-bg')).not.toContain('red');
  });
});
