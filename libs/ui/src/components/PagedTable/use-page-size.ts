import { useCallback, useSyncExternalStore } from 'react';
import { defaultPageSize, pageSizes, storageKeys } from '@portal/contracts';
import { readStorage, subscribeStorage, writeStorage } from './local-storage';

export type PageSize = (typeof pageSizes)[number];

/** True for the sizes the server accepts (10, 20, 50, 100). */
export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (pageSizes as readonly number[]).includes(value);
}

/** The stored page size, or the default when nothing valid is stored. */
export function readPageSize(): PageSize {
  const stored = readStorage(storageKeys.pageSize);
  const size = stored === null || stored.trim() === '' ? Number.NaN : Number(stored);
  return isPageSize(size) ? size : defaultPageSize;
}

/** Stores the page size for the whole portal; sizes the server does not accept are ignored. */
export function writePageSize(size: number): void {
  if (isPageSize(size)) writeStorage(storageKeys.pageSize, String(size));
}

const subscribe = (listener: () => void) => subscribeStorage(storageKeys.pageSize, listener);
const serverSnapshot = (): PageSize => defaultPageSize;

/**
 * The user's page size, one value for the whole portal (spec §9), kept in local storage under
 * `storageKeys.pageSize`; 10 until the user picks another. Screens read it for their first
 * request; `PagedTable` stores a new choice itself, and every user of the hook follows it.
 */
export function usePageSize(): readonly [PageSize, (size: number) => void] {
  const size = useSyncExternalStore(subscribe, readPageSize, serverSnapshot);
  const setSize = useCallback((next: number) => writePageSize(next), []);
  return [size, setSize] as const;
}
