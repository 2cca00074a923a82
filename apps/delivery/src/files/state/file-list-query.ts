import { atom } from 'jotai';
import type { StoredFileKind } from '@portal/contracts';

/** The file list's filters as typed on screen: '' means any. */
export interface FileFilters {
  projectKey: string;
  kind: StoredFileKind | '';
  /** Part of the customer's PO number. */
  poNumber: string;
}

export const emptyFileFilters: FileFilters = { projectKey: '', kind: '', poNumber: '' };

/** Filters and page in the portal's store: the list is as it was left. */
export const fileFiltersAtom = atom<FileFilters>(emptyFileFilters);
export const filePageAtom = atom<number>(1);
