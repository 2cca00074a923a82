import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { storageKeys } from '@portal/contracts';
import { readStorage, subscribeStorage, writeStorage } from './local-storage';

/** What the settings need to know of a column. */
export interface ColumnVisibility {
  key: string;
  /** @default true */
  hideable?: boolean;
  defaultHidden?: boolean;
}

/** Every table's hidden columns, `{ [tableId]: hiddenKeys }`; anything unreadable counts as empty. */
function parseFieldConfig(raw: string | null): Record<string, unknown> {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? { ...(parsed as Record<string, unknown>) }
      : {};
  } catch {
    return {};
  }
}

/** The keys stored for one table, or undefined when the user never chose (or the entry is bad). */
export function storedHiddenColumns(raw: string | null, tableId: string): string[] | undefined {
  const entry = parseFieldConfig(raw)[tableId];
  if (!Array.isArray(entry)) return undefined;
  return entry.filter((key): key is string => typeof key === 'string');
}

/**
 * The columns to hide: the stored choice, else those hidden by default; only hideable columns
 * are ever hidden, and when that would leave nothing visible, nothing is hidden.
 */
export function resolveHiddenColumns(
  columns: readonly ColumnVisibility[],
  stored: readonly string[] | undefined,
): string[] {
  const wanted = new Set(
    stored ?? columns.filter((column) => column.defaultHidden).map((column) => column.key),
  );
  const hidden = columns
    .filter((column) => column.hideable !== false && wanted.has(column.key))
    .map((column) => column.key);
  return hidden.length === columns.length ? [] : hidden;
}

const subscribe = (listener: () => void) => subscribeStorage(storageKeys.fieldConfig, listener);
const snapshot = () => readStorage(storageKeys.fieldConfig);
const serverSnapshot = () => null;

/**
 * Which columns of table `tableId` the user hid, kept in local storage under
 * `storageKeys.fieldConfig` next to the other tables' choices.
 */
export function useColumnSettings(tableId: string, columns: readonly ColumnVisibility[]) {
  const raw = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const stored = useMemo(() => storedHiddenColumns(raw, tableId), [raw, tableId]);
  const hidden = useMemo(() => resolveHiddenColumns(columns, stored), [columns, stored]);

  const setHidden = useCallback(
    (keys: readonly string[]) => {
      const config = parseFieldConfig(readStorage(storageKeys.fieldConfig));
      config[tableId] = [...keys];
      writeStorage(storageKeys.fieldConfig, JSON.stringify(config));
    },
    [tableId],
  );

  return { hidden, setHidden } as const;
}
