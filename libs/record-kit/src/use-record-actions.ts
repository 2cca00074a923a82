import { useCallback, useState } from 'react';
import type { ExportResource } from '@portal/contracts';
import { showSnackbar } from '@portal/ui';
import {
  useResourceDownload,
  useResourceMatchingDownload,
  useSelectedExport,
  type SelectedExport,
} from './use-excel-export';
import { useRowSelection } from './use-row-selection';

/** What the user asked for on a row (or the toolbar) of a record list, awaiting its dialog. */
export type RecordAction<T> =
  { kind: 'create' } | { kind: 'edit'; record: T } | { kind: 'delete'; record: T };

/** The dialog a list has open, if any: what the user asked for, and its close. */
export interface PendingAction<P> {
  readonly pending: P | null;
  readonly setPending: (pending: P | null) => void;
  readonly close: () => void;
}

/** What a list's user asked for (a row's button, the toolbar's), until its dialog closes. */
export function usePendingAction<P>(): PendingAction<P> {
  const [pending, setPending] = useState<P | null>(null);
  const close = useCallback(() => setPending(null), []);
  return { pending, setPending, close };
}

export interface ConfirmedActionOptions {
  /** Closes the dialog that asked. */
  readonly close: () => void;
  /** Reads the list again after a change. */
  readonly reload: () => void;
}

/**
 * Runs the action a dialog confirmed (a delete, an activation…). Done, it shows the `local-…`
 * snackbar `successKey`, closes the dialog and reads the list again. Refused, the client's
 * snackbar has said why and the dialog stays to retry or cancel, unless `closeOnError` says
 * asking again cannot help. Resolves whether the action was done.
 */
export type ConfirmedActionRunner = (
  action: () => Promise<unknown>,
  successKey?: string,
  closeOnError?: (error: unknown) => boolean,
) => Promise<boolean>;

export function useConfirmedAction({
  close,
  reload,
}: ConfirmedActionOptions): ConfirmedActionRunner {
  return useCallback<ConfirmedActionRunner>(
    async (action, successKey = 'local-success.deleted', closeOnError) => {
      try {
        await action();
      } catch (error) {
        if (closeOnError?.(error)) close();
        return false;
      }
      showSnackbar(successKey, { level: 'success' });
      close();
      reload();
      return true;
    },
    [close, reload],
  );
}

export interface RecordActionsOptions<T> {
  /** Reads the list again after a change. */
  readonly reload: () => void;
  /** The record as stored now (an edit starts from it, not from the list's copy). */
  readonly fetch: (id: number) => Promise<T>;
  readonly remove: (id: number) => Promise<unknown>;
  readonly resource: ExportResource;
  /** The `local-…` snackbar key shown when Export is pressed with no row selected. */
  readonly noSelectionKey: string;
  /** A refused delete that asking again cannot help (e.g. the record is in use) closes the dialog. */
  readonly closeOnDeleteError?: (error: unknown) => boolean;
}

export interface RecordActions<T, Extra>
  extends SelectedExport, PendingAction<RecordAction<T> | Extra> {
  /** The id of the record whose edit dialog is loading. */
  readonly opening: number | null;
  readonly openEdit: (record: T) => Promise<void>;
  /** Opens the delete dialog of a record. */
  readonly askDelete: (record: T) => void;
  readonly confirmDelete: (record: T) => Promise<void>;
}

/**
 * The create, edit, delete and export flow every master-data list shares: an edit re-reads the
 * record, a delete says so and drops the row from the selection, an export needs a selection.
 * `Extra` adds a screen's own dialogs (the product import) to what may be pending.
 */
export function useRecordActions<T extends { readonly id: number }, Extra = never>(
  options: RecordActionsOptions<T>,
): RecordActions<T, Extra> {
  const { reload, fetch, remove, resource, noSelectionKey, closeOnDeleteError } = options;
  const selected = useSelectedExport(
    useResourceDownload(resource),
    noSelectionKey,
    useRowSelection(),
    useResourceMatchingDownload(resource),
  );
  const pendingAction = usePendingAction<RecordAction<T> | Extra>();
  const { setPending } = pendingAction;
  const confirm = useConfirmedAction({ close: pendingAction.close, reload });
  const [opening, setOpening] = useState<number | null>(null);
  const { forget } = selected.rows;

  const openEdit = useCallback(
    async (record: T) => {
      setOpening(record.id);
      try {
        setPending({ kind: 'edit', record: await fetch(record.id) });
      } catch {
        reload(); // Gone since the list was read: the client's snackbar says so.
      } finally {
        setOpening(null);
      }
    },
    [fetch, reload, setPending],
  );

  const askDelete = useCallback(
    (record: T) => setPending({ kind: 'delete', record }),
    [setPending],
  );

  const confirmDelete = useCallback(
    async (record: T) => {
      const removed = async () => {
        await remove(record.id);
        forget(record.id);
      };
      await confirm(removed, 'local-success.deleted', closeOnDeleteError);
    },
    [remove, forget, confirm, closeOnDeleteError],
  );

  return { ...pendingAction, opening, openEdit, askDelete, confirmDelete, ...selected };
}
