import { usePagedList, type PagedList } from '@portal/ui';
import type { Page, StoredFile } from '@portal/contracts';
import { listFiles } from '../api/list-files';
import { fileFiltersAtom, filePageAtom, type FileFilters } from '../state/file-list-query';
import { fileListQuery } from './file-query';

/** One page for the filters; filters the contract refuses are never sent. */
const loadPage = (filters: FileFilters, page: number, size: number): Promise<Page<StoredFile>> => {
  const query = fileListQuery(filters, page, size);
  return query === null
    ? Promise.reject(new Error('The file filters do not pass the contract.'))
    : listFiles(query);
};

/** The delivery files: filters and page in the portal's store. */
export const useFileList = (): PagedList<FileFilters, StoredFile> =>
  usePagedList(fileFiltersAtom, filePageAtom, loadPage);
