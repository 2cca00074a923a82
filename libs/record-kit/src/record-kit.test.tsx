import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { languages } from '@portal/contracts';
import { common } from '@portal/i18n';
import { countTextKeys, missingTextKeys, renderInPortal, snackbarText } from '@portal/testing';
import { ConfirmActionDialog, confirmedActions, RowActions } from './record-row-actions';
import { useConfirmedAction } from './use-record-actions';

const sourceDir = import.meta.dirname;
const noTexts = { 'zh-cn': {}, 'en-us': {} };

afterEach(() => {
  act(() => notifications.clean());
});

describe('record kit texts', () => {
  it.each(languages)('finds every text it asks for in the common texts, in %s', (language) => {
    expect(countTextKeys(sourceDir)).toBeGreaterThan(0);
    expect(missingTextKeys(sourceDir, { common }, language)).toEqual([]);
  });

  it.each(languages)(
    'has a question and a button for every confirmed action, in %s',
    (language) => {
      for (const action of confirmedActions) {
        expect(common[language][`confirm.${action}`], action).toBeTruthy();
        expect(common[language][`button.${action}`], action).toBeTruthy();
      }
    },
  );
});

describe('RowActions', () => {
  it('names the group, marks each button with its action, and disables one with its reason', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    await renderInPortal(
      <RowActions
        label="actions of admin"
        actions={[
          { kind: 'edit', label: 'Edit', onClick: onEdit },
          {
            kind: 'delete',
            label: 'Delete',
            danger: true,
            onClick: onDelete,
            unavailable: 'yourself',
          },
        ]}
      />,
      { namespace: 'kit', texts: noTexts },
    );
    const group = within(screen.getByRole('group', { name: 'actions of admin' }));
    fireEvent.click(group.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    const remove = group.getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect([remove.dataset['action'], remove.disabled]).toEqual(['delete', true]);
    fireEvent.mouseEnter(remove.parentElement ?? remove);
    expect(await screen.findByText('yourself')).toBeTruthy();
  });
});

describe('ConfirmActionDialog', () => {
  it('asks about the named record with the action as its button, in the user language', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    await renderInPortal(
      <ConfirmActionDialog
        action="deactivate"
        name="clerk"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
      { namespace: 'kit', texts: noTexts, language: 'en-us' },
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(common['en-us']['confirm.deactivate'].replace('{{name}}', 'clerk')),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});

describe('useConfirmedAction', () => {
  const setup = () => {
    const close = vi.fn();
    const reload = vi.fn();
    const { result } = renderHook(() => useConfirmedAction({ close, reload }));
    return { run: result.current, close, reload };
  };

  it('done: says so, closes the dialog and reads the list again', async () => {
    await renderInPortal(<></>, { namespace: 'kit', texts: noTexts });
    const { run, close, reload } = setup();
    expect(await run(() => Promise.resolve(), 'local-success.enabled')).toBe(true);
    expect([close.mock.calls.length, reload.mock.calls.length]).toEqual([1, 1]);
    expect(await snackbarText()).toContain(common['zh-cn']['success.enabled']);
  });

  it('refused: the dialog stays, unless asking again cannot help', async () => {
    const { run, close, reload } = setup();
    const refused = () => Promise.reject(new Error('in use'));
    expect(await run(refused)).toBe(false);
    expect(close).not.toHaveBeenCalled();
    expect(await run(refused, 'local-success.deleted', () => true)).toBe(false);
    expect([close.mock.calls.length, reload.mock.calls.length]).toEqual([1, 0]);
  });
});
