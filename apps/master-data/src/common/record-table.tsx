import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTableLabels } from '@portal/i18n';
import { PagedTable, type PagedList, type PagedTableColumn } from '@portal/ui';
import { ExportExcelButton } from './export-excel-button';
import type { SelectedExport } from './use-excel-export';

export interface RecordTableProps<T extends { readonly id: number }> {
  readonly tableId: string;
  readonly list: Pick<
    PagedList<never, T>,
    'data' | 'loading' | 'page' | 'size' | 'setPage' | 'setSize'
  >;
  readonly columns: PagedTableColumn<T>[];
  /** Names a row for assistive technology (its selection box). */
  readonly describe: (record: T) => string;
  readonly selected: SelectedExport;
  /** The label of the toolbar's create button. */
  readonly addLabel: string;
  readonly onAdd: () => void;
  /** Tools of the screen's own, between the create and the export button (the product import). */
  readonly tools?: ReactNode;
  /** Accessible name of the progress bar shown while the workbook downloads. */
  readonly exportProgressLabel: string;
}

/** The paged list of a master-data screen: selectable rows, then create and Excel export. */
export function RecordTable<T extends { readonly id: number }>({
  tableId,
  list,
  columns,
  describe,
  selected,
  addLabel,
  onAdd,
  tools,
  exportProgressLabel,
}: RecordTableProps<T>) {
  const labels = useTableLabels(describe);
  return (
    <PagedTable
      tableId={tableId}
      columns={columns}
      rowKey={(record) => record.id}
      records={list.data?.records ?? []}
      total={list.data?.total ?? 0}
      page={list.page}
      size={list.size}
      onPageChange={list.setPage}
      onSizeChange={list.setSize}
      loading={list.loading}
      selection={selected.rows.selection}
      toolbar={
        <>
          <Button onClick={onAdd}>{addLabel}</Button>
          {tools}
          <ExportExcelButton
            excel={selected.excel}
            onClick={selected.exportSelected}
            progressLabel={exportProgressLabel}
          />
        </>
      }
      labels={labels}
    />
  );
}
