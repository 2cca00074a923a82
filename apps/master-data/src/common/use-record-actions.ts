import { useCallback, useState } from 'react';
import type { ExportResource } from '@portal/contracts';
import { showSnackbar } from '@portal/ui';
import { useSelectedExport, type SelectedExport } from './use-excel-export';
import { useRowSelection } from './use-row-selection';

/** What the user asked for on a row (or the toolbar) of a master-data list, awaiting its dialog. */
export type RecordAction<T> =
  { kind: 'create' } | { kind: 'edit'; record: T } | { kind: 'delete'; record: T };

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

export interface RecordActions<T, Extra> extends SelectedExport {
  readonly pending: RecordAction<T> | Extra | null;
  readonly setPending: (pending: RecordAction<T> | Extra | null) => void;
  readonly close: () => void;
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
  const selected = useSelectedExport(resource, noSelectionKey, useRowSelection());
  const [pending, setPending] = useState<RecordAction<T> | Extra | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const close = useCallback(() => setPending(null), []);
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
    [fetch, reload],
  );

  const askDelete = useCallback((record: T) => setPending({ kind: 'delete', record }), []);

  const confirmDelete = useCallback(
    async (record: T) => {
      try {
        await remove(record.id);
      } catch (error) {
        // The client's snackbar shows why; the dialog stays to retry or cancel.
        if (closeOnDeleteError?.(error)) setPending(null);
        return;
      }
      showSnackbar('local-success.deleted', { level: 'success' });
      forget(record.id);
      setPending(null);
      reload();
    },
    [remove, closeOnDeleteError, forget, reload],
  );

  return {
    pending,
    setPending,
    close,
    opening,
    openEdit,
    askDelete,
    confirmDelete,
    ...selected,
  };
}
