import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Drawer } from '@mantine/core';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { renderWithTheme } from '../testing/render';
import { useReturnFocus } from './use-return-focus';

/** A drawer mounted only while open, as the portal's record drawers are. */
function RecordDrawer({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  return (
    <Drawer opened onClose={onClose} title="订单 7" closeButtonProps={{ 'aria-label': '关闭' }}>
      <button type="button">删除</button>
    </Drawer>
  );
}

function OrderList({ dialog }: { dialog: 'drawer' | 'confirm' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        详情
      </button>
      <button type="button">导出</button>
      {open && dialog === 'drawer' ? <RecordDrawer onClose={close} /> : null}
      {open && dialog === 'confirm' ? (
        <ConfirmDialog
          opened
          title="请确认"
          message="删除订单 7？"
          confirmLabel="删除"
          cancelLabel="取消"
          onConfirm={close}
          onCancel={close}
        />
      ) : null}
    </>
  );
}

async function openFromButton(dialog: 'drawer' | 'confirm') {
  renderWithTheme(<OrderList dialog={dialog} />);
  const opener = screen.getByRole('button', { name: '详情' });
  opener.focus();
  fireEvent.click(opener);
  const opened = await screen.findByRole('dialog');
  await waitFor(() => expect(opened.contains(document.activeElement)).toBe(true));
  return { opener, opened };
}

describe('useReturnFocus', () => {
  it('gives focus back to the opener when Esc closes a drawer that unmounts', async () => {
    const { opener, opened } = await openFromButton('drawer');

    fireEvent.keyDown(opened, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back to the opener when a confirm dialog is answered', async () => {
    const { opener } = await openFromButton('confirm');

    fireEvent.click(screen.getByRole('button', { name: '取消' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('leaves focus where the user put it when closing moved it elsewhere', async () => {
    await openFromButton('drawer');
    const other = screen.getByRole('button', { name: '导出', hidden: true });

    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    other.focus();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(other);
  });
});
