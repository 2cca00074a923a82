import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { renderInPortal } from '@portal/testing';
import { RecordFormDialog } from './record-form-dialog';
import { useFormSave } from './use-record-form';

const noTexts = { 'zh-cn': {}, 'en-us': {} };

/** A store's create form, mounted only while open as every record form of the portal is. */
function StoreFormDialog({ onClose }: { onClose: () => void }) {
  const form = useFormSave({
    validate: () => ({}),
    onSave: () => Promise.resolve(),
    onClose,
    markServerErrors: () => undefined,
  });
  return (
    <RecordFormDialog title="新建门店" form={form} onClose={onClose}>
      <TextInput label="门店名称" />
    </RecordFormDialog>
  );
}

function StoreList() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCreating(true)}>
        新建
      </button>
      {creating ? <StoreFormDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

describe('RecordFormDialog', () => {
  it('gives focus back to the button that opened it when Esc closes it', async () => {
    await renderInPortal(<StoreList />, { namespace: 'kit', texts: noTexts });
    const opener = screen.getByRole('button', { name: '新建' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '新建门店' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(dialog, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
