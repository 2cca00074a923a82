import { Stack } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useProjectChoice } from '@portal/auth';
import type { StoredFile } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { PagedTable, saveFile, useFileDownload } from '@portal/ui';
import { downloadFile } from '../api/download-file';
import { useFileList } from '../hooks/use-file-list';
import { useFileColumns } from './file-columns';
import { FileDataDialog } from './file-data-dialog';
import { FileFiltersForm } from './file-filters-form';

const describeFile = (file: StoredFile) => file.name;
const idOf = (file: StoredFile) => file.id;

/**
 * `/space/delivery/file` (Delivery Information (File)): the project's report files, line-item
 * workbooks, labels and outbound documents, each to download, and a workbook or csv to look at
 * as a table.
 */
export function DeliveryFiles() {
  const list = useFileList();
  const labels = useTableLabels(describeFile);
  const { filters, search } = list;
  const fileDownload = useFileDownload(downloadFile, saveFile);
  const [shown, setShown] = useState<StoredFile | null>(null);

  // The lone project, or the one the user chose last, is where the list starts.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => search({ ...filters, projectKey }),
  );

  const { run } = fileDownload;
  const download = useCallback((file: StoredFile) => void run(file.id), [run]);
  const actions = useMemo(
    () => ({ download, show: setShown, busy: fileDownload.exporting }),
    [download, fileDownload.exporting],
  );
  const columns = useFileColumns(actions);

  return (
    <Stack gap="md">
      <FileFiltersForm
        key={filters.projectKey}
        filters={filters}
        onSearch={search}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <PagedTable
        tableId="delivery.files"
        columns={columns}
        rowKey={idOf}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        labels={labels}
      />
      <FileDataDialog file={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
