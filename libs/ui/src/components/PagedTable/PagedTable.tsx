import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Group,
  LoadingOverlay,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { pageSizes } from '@portal/contracts';
import { FieldSettingsDialog } from './FieldSettingsDialog';
import {
  pagedTableStyles,
  selectionColumnWidth,
  useScrollEdges,
  wrappedColumnMinWidth,
} from './paged-table-layout';
import { useColumnSettings } from './use-column-settings';
import { writePageSize } from './use-page-size';

export type PagedTableRowKey = string | number;

export interface PagedTableColumn<T> {
  /** Unique within the table; stored in the field settings. */
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Column width in px. */
  width?: number;
  /**
   * The narrowest the column gets, in px, when the table is short of room. A cell keeps its
   * content on one line, so only a `wrap` column needs it (160 px unless given).
   */
  minWidth?: number;
  /**
   * Stays in view while the table scrolls sideways, over an opaque background: `start` for the
   * column that names the record, `end` for the row's actions. Only the first visible column
   * sticks at the start and only the last at the end (the field settings may hide others).
   */
  sticky?: 'start' | 'end';
  /**
   * Long free text (names, addresses): wraps to at most two lines and ends in "…" beyond them,
   * the whole text shown on hover. A cell that renders more than text (and has no `fullText`)
   * just may wrap. Other cells keep to one line, so badges, numbers and dates are never cut.
   */
  wrap?: boolean;
  /** The whole text of a `wrap` cell whose `render` gives more than plain text: it is clamped. */
  fullText?: (row: T) => string;
  /** Whether the field settings may hide the column. @default true */
  hideable?: boolean;
  /** Hidden until the user shows it in the field settings. */
  defaultHidden?: boolean;
}

export interface PagedTableLabels<T> {
  /** The record count, e.g. `(total) => \`Total ${total} items\``. */
  total: (total: number) => string;
  /** Shown in place of rows when there are none. */
  empty: ReactNode;
  /** Accessible name of the page-size select, e.g. "Items per page". */
  pageSize: string;
  /** Text of one page-size option, e.g. `(size) => \`${size} / page\``; the bare number if unset. */
  pageSizeOption?: (size: number) => string;
  /** The field-settings button and the dialog's title. */
  fieldSettings: ReactNode;
  /** Shown in the field-settings dialog, e.g. "At least one column stays visible." */
  fieldSettingsHint?: ReactNode;
  confirm: ReactNode;
  cancel: ReactNode;
  /** Accessible name of the header checkbox, e.g. "Select all rows on this page". */
  selectAll: string;
  /** Accessible name of a row's checkbox, e.g. `(row) => \`Select ${row.orderNo}\``. */
  selectRow: (row: T) => string;
  /**
   * Accessible name of the table's sideways scroller: while columns overflow it takes keyboard
   * focus so arrow keys reach them (WCAG 2.1.1, axe scrollable-region-focusable).
   */
  scroller?: string;
  /** Accessible names of the pagination's previous/next controls. */
  previousPage?: string;
  nextPage?: string;
}

export interface PagedTableSelection {
  /** Keys (from `rowKey`) of the selected rows, across pages. */
  selected: readonly PagedTableRowKey[];
  onChange: (keys: PagedTableRowKey[]) => void;
}

export interface PagedTableProps<T> {
  /** Names this table's field settings in local storage; unique across the portal. */
  tableId: string;
  columns: readonly PagedTableColumn<T>[];
  rowKey: (row: T) => PagedTableRowKey;
  /** The rows of the current page, as the server sent them. */
  records: readonly T[];
  /** The number of records on all pages. */
  total: number;
  /** The current page, from 1. */
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  /** Called with the new size after the choice is stored (see `usePageSize`). */
  onSizeChange: (size: number) => void;
  loading?: boolean;
  /** When set, a first column of checkboxes selects rows. */
  selection?: PagedTableSelection;
  /** Shown left of the field-settings button, e.g. export buttons. */
  toolbar?: ReactNode;
  labels: PagedTableLabels<T>;
}

/** The title of a wrapped cell: the column's full text, or what the cell shows if it is text. */
function fullTextOf<T>(
  column: PagedTableColumn<T>,
  row: T,
  content: ReactNode,
): string | undefined {
  if (column.fullText) return column.fullText(row);
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
}

/** Where a visible column sticks: a start column only as the first, an end column only as the last. */
function stickySide<T>(
  column: PagedTableColumn<T>,
  index: number,
  count: number,
): PagedTableColumn<T>['sticky'] {
  if (column.sticky === 'start' && index === 0) return 'start';
  if (column.sticky === 'end' && index === count - 1) return 'end';
  return undefined;
}

function BodyCell<T>({
  column,
  row,
  sticky,
}: {
  column: PagedTableColumn<T>;
  row: T;
  sticky: PagedTableColumn<T>['sticky'];
}) {
  const content = column.render(row);
  const minWidth = column.minWidth ?? wrappedColumnMinWidth;
  const title = column.wrap ? fullTextOf(column, row, content) : undefined;
  return (
    <Table.Td data-sticky={sticky} data-wrap={column.wrap || undefined}>
      {!column.wrap ? (
        content
      ) : title === undefined ? (
        // Content laid out by the column itself (a name over its type…) wraps as it chooses.
        <div style={{ minWidth }}>{content}</div>
      ) : (
        <Text component="div" size="sm" lineClamp={2} style={{ minWidth }} title={title}>
          {content}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * A server-paged table with row selection and user-chosen columns. It fits the screen's width:
 * when its columns need more room it scrolls sideways inside itself (never the page), with the
 * selection boxes and the `sticky` columns kept in view.
 */
export function PagedTable<T>({
  tableId,
  columns,
  rowKey,
  records,
  total,
  page,
  size,
  onPageChange,
  onSizeChange,
  loading = false,
  selection,
  toolbar,
  labels,
}: PagedTableProps<T>) {
  const [settingsOpened, setSettingsOpened] = useState(false);
  const { hidden, setHidden } = useColumnSettings(tableId, columns);
  const { scrollerRef, hiddenStart, hiddenEnd } = useScrollEdges<HTMLDivElement>();

  const hiddenKeys = useMemo(() => new Set(hidden), [hidden]);
  const visibleColumns = columns.filter((column) => !hiddenKeys.has(column.key));
  const hideableColumns = columns.filter((column) => column.hideable !== false);
  const columnCount = visibleColumns.length + (selection ? 1 : 0);

  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, size)));
  const pageSizeData = pageSizes.map((option) => ({
    value: String(option),
    label: labels.pageSizeOption ? labels.pageSizeOption(option) : String(option),
  }));

  const selectedKeys = new Set(selection?.selected ?? []);
  const pageKeys = records.map(rowKey);
  const selectedOnPage = pageKeys.filter((key) => selectedKeys.has(key)).length;
  const allSelected = pageKeys.length > 0 && selectedOnPage === pageKeys.length;
  const someSelected = selectedOnPage > 0 && !allSelected;

  const toggleAll = () => {
    if (!selection) return;
    const onPage = new Set(pageKeys);
    const others = selection.selected.filter((key) => !onPage.has(key));
    selection.onChange(allSelected ? others : [...others, ...pageKeys]);
  };

  const toggleRow = (key: PagedTableRowKey, checked: boolean) => {
    if (!selection) return;
    const others = selection.selected.filter((selectedKey) => selectedKey !== key);
    selection.onChange(checked ? [...others, key] : others);
  };

  const changeSize = (value: string) => {
    const next = Number(value);
    writePageSize(next);
    onSizeChange(next);
  };

  const showToolbar = toolbar !== undefined || hideableColumns.length > 0;

  return (
    <Stack gap="sm">
      {showToolbar ? (
        <Group justify="space-between" gap="sm">
          <Group gap="sm">{toolbar}</Group>
          {hideableColumns.length > 0 ? (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconColumns size={16} stroke={1.6} />}
              onClick={() => setSettingsOpened(true)}
            >
              {labels.fieldSettings}
            </Button>
          ) : null}
        </Group>
      ) : null}

      <Box pos="relative" aria-busy={loading}>
        <style href="portal-paged-table" precedence="portal">
          {pagedTableStyles}
        </style>
        <LoadingOverlay visible={loading} zIndex={3} overlayProps={{ blur: 1 }} />
        <div
          ref={scrollerRef}
          className="portal-paged-table-scroller"
          {...(hiddenStart || hiddenEnd
            ? { tabIndex: 0, role: 'region', 'aria-label': labels.scroller }
            : {})}
          data-hidden-start={hiddenStart || undefined}
          data-hidden-end={hiddenEnd || undefined}
        >
          <Table
            highlightOnHover
            verticalSpacing="xs"
            className="portal-paged-table"
            style={
              {
                '--paged-table-start': selection ? `${selectionColumnWidth}px` : '0px',
              } as CSSProperties
            }
          >
            <Table.Thead>
              <Table.Tr>
                {selection ? (
                  <Table.Th data-sticky="select">
                    <Checkbox
                      aria-label={labels.selectAll}
                      checked={allSelected}
                      indeterminate={someSelected}
                      disabled={pageKeys.length === 0}
                      onChange={toggleAll}
                    />
                  </Table.Th>
                ) : null}
                {visibleColumns.map((column, index) => (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    style={
                      column.minWidth === undefined ? undefined : { minWidth: column.minWidth }
                    }
                    data-sticky={stickySide(column, index, visibleColumns.length)}
                  >
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columnCount} h={loading ? 120 : undefined}>
                    {loading ? null : (
                      <Text ta="center" c="dimmed" size="sm" py="xl">
                        {labels.empty}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ) : (
                records.map((row) => {
                  const key = rowKey(row);
                  const selected = selectedKeys.has(key);
                  return (
                    <Table.Tr key={key} data-selected={selected || undefined}>
                      {selection ? (
                        <Table.Td data-sticky="select">
                          <Checkbox
                            aria-label={labels.selectRow(row)}
                            checked={selected}
                            onChange={(event) => toggleRow(key, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      ) : null}
                      {visibleColumns.map((column, index) => (
                        <BodyCell
                          key={column.key}
                          column={column}
                          row={row}
                          sticky={stickySide(column, index, visibleColumns.length)}
                        />
                      ))}
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
        </div>
      </Box>

      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {labels.total(total)}
        </Text>
        <Group gap="sm">
          <NativeSelect
            size="xs"
            aria-label={labels.pageSize}
            data={pageSizeData}
            value={String(size)}
            onChange={(event) => changeSize(event.currentTarget.value)}
          />
          <Pagination
            size="sm"
            total={pageCount}
            value={Math.min(Math.max(1, page), pageCount)}
            onChange={onPageChange}
            disabled={loading}
            getControlProps={(control) => {
              if (control === 'previous' && labels.previousPage) {
                return { 'aria-label': labels.previousPage };
              }
              if (control === 'next' && labels.nextPage) {
                return { 'aria-label': labels.nextPage };
              }
              return {};
            }}
          />
        </Group>
      </Group>

      <FieldSettingsDialog
        opened={settingsOpened}
        onClose={() => setSettingsOpened(false)}
        columns={hideableColumns}
        hidden={hidden}
        onConfirm={setHidden}
        allowHideAll={hideableColumns.length < columns.length}
        labels={{
          title: labels.fieldSettings,
          confirm: labels.confirm,
          cancel: labels.cancel,
          hint: labels.fieldSettingsHint,
        }}
      />
    </Stack>
  );
}
