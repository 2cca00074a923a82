import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { currentUserAtom } from '@portal/auth';
import {
  layoutStorageKey,
  resolveLayout,
  storedLayout,
  withLayout,
  type FieldChoice,
  type FieldLayout,
  type NoticeSection,
} from '../state/field-layout';

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

export interface FieldLayoutState<F extends FieldChoice> {
  /** Every field of the section in the user's order, with whether it shows. */
  readonly layout: FieldLayout;
  /** The fields shown, in order. */
  readonly shown: readonly F[];
  readonly isShown: (key: string) => boolean;
  readonly save: (layout: FieldLayout) => void;
  /** Back to the section's default arrangement. */
  readonly reset: () => void;
}

/**
 * One section's fields as the signed-in user arranged them (`fields` in their default order;
 * keep the array stable). Every section of every open builder follows a change at once.
 */
export function useFieldLayout<F extends FieldChoice>(
  section: NoticeSection,
  fields: readonly F[],
): FieldLayoutState<F> {
  const user = useAtomValue(currentUserAtom);
  const key = layoutStorageKey(user === null ? 'anonymous' : String(user.id));
  const raw = useSyncExternalStore(
    useCallback((listener: Listener) => subscribe(key, listener), [key]),
    () => read(key),
    () => null,
  );
  const layout = useMemo(
    () => resolveLayout(fields, storedLayout(raw, section)),
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
    (next: FieldLayout) => write(key, withLayout(read(key), section, next)),
    [key, section],
  );
  const reset = useCallback(
    () => write(key, withLayout(read(key), section, undefined)),
    [key, section],
  );
  const isShown = useCallback(
    (name: string) => layout.order.includes(name) && !layout.hidden.includes(name),
    [layout],
  );
  return { layout, shown, isShown, save, reset };
}
