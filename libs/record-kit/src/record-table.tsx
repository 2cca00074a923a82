import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListFilter } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import {
  PagedTable,
  type PagedList,
  type PagedTableColumn,
  type PagedTableRowKey,
} from '@portal/ui';
import { ExportExcelButton } from './export-excel-button';
import type { SelectedExport } from './use-excel-export';

/** The key of a record that has a numeric id: what most lists pass as `rowKey`. */
export const byId = (record: { readonly id: number }): number => record.id;

/** The rows a list lets the user tick, and their export to Excel. */
export interface RecordTableExport {
  readonly selected: SelectedExport;
  /** Accessible name of the progress bar shown while the workbook downloads. */
  readonly progressLabel: string;
  /**
   * The list's filter as its page query sends it (`listFilterOf`): the export then also offers
   * every row it matches, counted by the list's total.
   */
  readonly filter?: ListFilter;
}

export interface RecordTableProps<T> {
  readonly tableId: string;
  readonly list: Pick<
    PagedList<never, T>,
    'data' | 'loading' | 'page' | 'size' | 'setPage' | 'setSize'
  >;
  readonly columns: PagedTableColumn<T>[];
  readonly rowKey: (record: T) => PagedTableRowKey;
  /** Names a row for assistive technology (its selection box, its actions). */
  readonly describe: (record: T) => string;
  /** The label of the toolbar's create button. */
  readonly addLabel: string;
  readonly onAdd: () => void;
  /** Tools of the screen's own, between the create and the export button (an import…). */
  readonly tools?: ReactNode;
  /** Selectable rows and "Export Excel"; a list without it has neither. */
  readonly exporting?: RecordTableExport;
}

/**
 * The paged list of a record screen: create, the screen's tools, and the export of the selected
 * rows or of every row the filter matches.
 */
export function RecordTable<T>({
  tableId,
  list,
  columns,
  rowKey,
  describe,
  addLabel,
  onAdd,
  tools,
  exporting,
}: RecordTableProps<T>) {
  const labels = useTableLabels(describe);
  return (
    <PagedTable
      tableId={tableId}
      columns={columns}
      rowKey={rowKey}
      records={list.data?.records ?? []}
      total={list.data?.total ?? 0}
      page={list.page}
      size={list.size}
      onPageChange={list.setPage}
      onSizeChange={list.setSize}
      loading={list.loading}
      selection={exporting?.selected.rows.selection}
      toolbar={
        <>
          <Button onClick={onAdd}>{addLabel}</Button>
          {tools}
          {exporting === undefined ? null : (
            <ExportExcelButton
              listExport={exporting.selected}
              progressLabel={exporting.progressLabel}
              matching={
                exporting.filter === undefined
                  ? undefined
                  : { filter: exporting.filter, total: list.data?.total ?? 0 }
              }
            />
          )}
        </>
      }
      labels={labels}
    />
  );
}
