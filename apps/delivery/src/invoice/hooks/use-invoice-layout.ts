import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { currentUserAtom } from '@portal/auth';
import type { FieldLayoutState } from '../../notice/hooks/use-field-layout';
import { resolveLayout, type FieldChoice, type FieldLayout } from '../../notice/state/field-layout';
import {
  invoiceLayoutKey,
  storedInvoiceLayout,
  withInvoiceLayout,
  type InvoiceSection,
} from '../state/invoice-layout';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice holds until the page reloads.
  }
  listeners.get(key)?.forEach((listener) => listener());
}

function subscribe(key: string, listener: Listener): () => void {
  const keyListeners = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, keyListeners);
  keyListeners.add(listener);
  // Another tab of the same user changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    keyListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * One invoice section's columns as the signed-in user arranged them (`fields` in their default
 * order; keep the array stable), in the shape the notice builder's field-settings dialog takes.
 */
export function useInvoiceLayout<F extends FieldChoice>(
  section: InvoiceSection,
  fields: readonly F[],
): FieldLayoutState<F> {
  const user = useAtomValue(currentUserAtom);
  const key = invoiceLayoutKey(user === null ? 'anonymous' : String(user.id));
  const raw = useSyncExternalStore(
    useCallback((listener: Listener) => subscribe(key, listener), [key]),
    () => read(key),
    () => null,
  );
  const layout = useMemo(
    () => resolveLayout(fields, storedInvoiceLayout(raw, section)),
    [fields, raw, section],
  );
  const shown = useMemo(() => {
    const byKey = new Map(fields.map((field) => [field.key, field]));
    const hidden = new Set(layout.hidden);
    return layout.order.flatMap((name) => {
      const field = byKey.get(name);
      return field === undefined || hidden.has(name) ? [] : [field];
    });
  }, [fields, layout]);
  const save = useCallback(
    (next: FieldLayout) => write(key, withInvoiceLayout(read(key), section, next)),
    [key, section],
  );
  const reset = useCallback(
    () => write(key, withInvoiceLayout(read(key), section, undefined)),
    [key, section],
  );
  const isShown = useCallback(
    (name: string) => layout.order.includes(name) && !layout.hidden.includes(name),
    [layout],
  );
  return { layout, shown, isShown, save, reset };
}
