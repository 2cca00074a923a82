import { ActionIcon, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowElementId, type RowPages } from '../hooks/use-row-pages';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import type { Finding, FindingIndex } from '../state/notice-findings';
import { valueAt, type FieldSpec, type FieldValue } from '../state/notice-fields';
import { displayValue, FieldInput, type FieldOptions } from './field-input';
import { FindingText } from './notice-section';

/** What a table row of the builder holds: a package or a line item. */
type Row = { readonly key: string };

export interface NoticeTableProps<R extends Row> {
  readonly list: 'packages' | 'lines';
  /** The table's accessible name. */
  readonly label: string;
  readonly pages: RowPages<R>;
  readonly totalCount: number;
  /** The columns shown, in the user's order. */
  readonly columns: readonly FieldSpec[];
  readonly keyTitle: string;
  readonly keyWidth: number;
  /** Under the key in the first cell: what the row holds ("2 line items"). */
  readonly noteOf: (row: R) => string;
  /** A row's accessible name ("Package P1"). */
  readonly nameOf: (row: R) => string;
  readonly findings: FindingIndex;
  readonly editable: boolean;
  readonly options: FieldOptions;
  readonly labelOf: (spec: FieldSpec) => string;
  readonly onChange: (key: string, field: string, value: FieldValue) => void;
  readonly onEdit: (key: string) => void;
  readonly onRemove: (key: string) => void;
  readonly missingLabel: (value: string) => string;
}

/**
 * The rows of a package level or of the line items: a page of fifty, each value editable in its
 * cell while the notice is a draft, the row's findings spelt out once beneath it (the cells they
 * name are marked and point there), a quick filter and the pages.
 */
export function NoticeTable<R extends Row>({
  list,
  label,
  pages,
  totalCount,
  columns,
  keyTitle,
  keyWidth,
  noteOf,
  nameOf,
  findings,
  editable,
  options,
  labelOf,
  onChange,
  onEdit,
  onRemove,
  missingLabel,
}: NoticeTableProps<R>) {
  const { t } = useTranslation('delivery');
  const actionsWidth = editable ? 72 : 0;
  const width = keyWidth + actionsWidth + columns.reduce((sum, column) => sum + column.width, 0);
  const columnCount = columns.length + 1 + (editable ? 1 : 0);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" align="flex-end">
        <TextInput
          size="xs"
          w={260}
          label={t('notice.table.filter')}
          leftSection={<IconSearch size={14} stroke={1.6} />}
          value={pages.filter}
          onChange={(event) => pages.setFilter(event.currentTarget.value)}
        />
        <Text size="sm" c="dimmed" data-row-count>
          {pages.rows.length === totalCount
            ? t('notice.table.count', { count: totalCount })
            : t('notice.table.countShown', { shown: pages.rows.length, count: totalCount })}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={width} type="native">
        <Table
          fz="sm"
          verticalSpacing={4}
          horizontalSpacing={6}
          layout="fixed"
          withTableBorder
          aria-label={label}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={keyWidth}>{keyTitle}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {labelOf(column)}
                </Table.Th>
              ))}
              {editable ? <Table.Th w={actionsWidth}>{t('common:table.actions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.pageRows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text size="sm" c="dimmed">
                    {totalCount === 0 ? t('notice.table.empty') : t('notice.table.noMatch')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              pages.pageRows.map((row) => (
                <NoticeRow
                  key={row.key}
                  list={list}
                  row={row}
                  name={nameOf(row)}
                  note={noteOf(row)}
                  columns={columns}
                  rowFindings={findings.ofRow(`${list}.${row.key}`)}
                  editable={editable}
                  options={options}
                  labelOf={labelOf}
                  onChange={onChange}
                  onEdit={onEdit}
                  onRemove={onRemove}
                  missingLabel={missingLabel}
                  columnCount={columnCount}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages.pageCount > 1 ? (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={pages.pageCount}
            value={pages.page}
            onChange={pages.setPage}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('common:table.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('common:table.nextPage') }
                  : {}
            }
          />
        </Group>
      ) : null}
    </Stack>
  );
}

interface NoticeRowProps<R extends Row> {
  list: 'packages' | 'lines';
  row: R;
  name: string;
  note: string;
  columns: readonly FieldSpec[];
  rowFindings: readonly Finding[];
  editable: boolean;
  options: FieldOptions;
  labelOf: (spec: FieldSpec) => string;
  onChange: (key: string, field: string, value: FieldValue) => void;
  onEdit: (key: string) => void;
  onRemove: (key: string) => void;
  missingLabel: (value: string) => string;
  columnCount: number;
}

const sameFindings = (a: readonly Finding[], b: readonly Finding[]): boolean =>
  a.length === b.length &&
  a.every((finding, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      other.field === finding.field &&
      other.message === finding.message &&
      other.severity === finding.severity
    );
  });

/**
 * One row and, when it has findings, the row beneath that spells them out. Memoised: typing in
 * one row re-renders that row only, even while the checks run again for the whole notice.
 */
const NoticeRow = memo(
  function NoticeRow<R extends Row>({
    list,
    row,
    name,
    note,
    columns,
    rowFindings,
    editable,
    options,
    labelOf,
    onChange,
    onEdit,
    onRemove,
    missingLabel,
    columnCount,
  }: NoticeRowProps<R>) {
    const { t } = useTranslation('delivery');
    const format = useDeliveryFormat();
    const rowId = rowElementId(list, row.key);
    const errorId = `${rowId}-findings`;
    const prefix = `${list}.${row.key}.`;
    const yesNo = (value: boolean) => (value ? t('notice.value.yes') : t('notice.value.no'));
    return (
      <>
        <Table.Tr id={rowId} aria-label={name} data-invalid={rowFindings.length > 0 || undefined}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {row.key}
            </Text>
            {note === '' ? null : (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            )}
          </Table.Td>
          {columns.map((column) => {
            const value = valueAt(row, column.key);
            if (!editable || column.kind.type === 'info') {
              return (
                <Table.Td key={column.key}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {displayValue(column, value, options, format, yesNo)}
                  </Text>
                </Table.Td>
              );
            }
            return (
              <Table.Td key={column.key}>
                <FieldInput
                  spec={column}
                  value={value}
                  variant="cell"
                  label={t('notice.cell', { field: labelOf(column), row: row.key })}
                  findings={rowFindings.filter(
                    (finding) => finding.field === `${prefix}${column.key}`,
                  )}
                  errorId={errorId}
                  options={options}
                  missingLabel={missingLabel}
                  noneLabel={t('notice.value.none')}
                  {...(column.hint === undefined ? {} : { hint: t(column.hint) })}
                  onChange={(next) => onChange(row.key, column.key, next)}
                />
              </Table.Td>
            );
          })}
          {editable ? (
            <Table.Td>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('notice.row.edit', { row: row.key })}
                  onClick={() => onEdit(row.key)}
                >
                  <IconPencil size={16} stroke={1.6} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('notice.row.remove', { row: row.key })}
                  onClick={() => onRemove(row.key)}
                >
                  <IconTrash size={16} stroke={1.6} />
                </ActionIcon>
              </Group>
            </Table.Td>
          ) : null}
        </Table.Tr>
        {rowFindings.length === 0 ? null : (
          <Table.Tr data-findings-of={row.key}>
            <Table.Td colSpan={columnCount} id={errorId} py={2}>
              <Stack gap={0}>
                {rowFindings.map((finding) => (
                  <FindingText
                    key={`${finding.field}:${finding.message}`}
                    finding={finding}
                    size="xs"
                  />
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        )}
      </>
    );
  },
  (before, after) =>
    before.row === after.row &&
    before.columns === after.columns &&
    before.editable === after.editable &&
    before.options === after.options &&
    before.name === after.name &&
    before.note === after.note &&
    before.labelOf === after.labelOf &&
    before.onChange === after.onChange &&
    before.onEdit === after.onEdit &&
    before.onRemove === after.onRemove &&
    before.missingLabel === after.missingLabel &&
    before.columnCount === after.columnCount &&
    sameFindings(before.rowFindings, after.rowFindings),
) as <R extends Row>(props: NoticeRowProps<R>) => ReactNode;
