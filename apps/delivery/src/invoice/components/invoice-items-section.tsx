import { Button, Group, Menu, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@portal/i18n';
import {
  displayAmount,
  elementCodeLabel,
  unitCodes,
  type InvoiceData,
  type InvoiceItem,
  type InvoiceOrderLine,
} from '@portal/contracts';
import { FieldSettings } from '../../notice/components/field-settings';
import { NoticeSection } from '../../notice/components/notice-section';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import type { InvoiceEditor } from '../hooks/use-invoice-editor';
import { useInvoiceLayout } from '../hooks/use-invoice-layout';
import {
  orderLinesNotOnInvoice,
  withLineValue,
  withOrderLine,
  withoutLine,
} from '../state/invoice-draft';
import { itemColumns, type InvoiceColumn } from '../state/invoice-fields';
import {
  invoiceElementId,
  type Finding,
  type InvoiceFindingIndex,
} from '../state/invoice-findings';
import { AmountInput, CellText, QuantityInput } from './invoice-inputs';
import { InvoiceTableRow } from './invoice-table-row';

/** Lines on one page: an invoice of 5,000 lines renders fifty at a time. */
const linesPerPage = 50;

/** A field the user asked to be shown (from the findings summary), asked anew each time. */
export interface LocatedField {
  readonly field: string;
  readonly at: number;
}

export interface InvoiceItemsSectionProps {
  readonly data: InvoiceData;
  readonly orderLines: readonly InvoiceOrderLine[];
  readonly lineAmounts: Readonly<Record<string, string>>;
  readonly findings: InvoiceFindingIndex;
  readonly editable: boolean;
  readonly edit: InvoiceEditor['edit'];
  readonly located: LocatedField | null;
}

/**
 * The invoice items: each line's order line, what was ordered, shipped and already invoiced, the
 * quantity and unit price billed (editable while a draft) and its amount, computed exactly. A
 * line is added from an order line the invoice does not bill yet.
 */
export const InvoiceItemsSection = memo(function InvoiceItemsSection({
  data,
  orderLines,
  lineAmounts,
  findings,
  editable,
  edit,
  located,
}: InvoiceItemsSectionProps) {
  const { t } = useTranslation('delivery');
  const title = t('invoice.section.items');
  const layout = useInvoiceLayout('items', itemColumns);
  const labelOf = useCallback((column: InvoiceColumn) => t(column.label), [t]);
  const [page, setPage] = useState(1);
  const lines = data.lines;
  const pageCount = Math.max(1, Math.ceil(lines.length / linesPerPage));
  const shownPage = Math.min(page, pageCount);
  const pageLines = lines.slice((shownPage - 1) * linesPerPage, shownPage * linesPerPage);
  const byNumber = useMemo(
    () => new Map(orderLines.map((line) => [line.lineNumber, line])),
    [orderLines],
  );
  const addable = useMemo(() => orderLinesNotOnInvoice(data, orderLines), [data, orderLines]);

  // A finding picked in the summary shows its line's page (the screen then focuses the field);
  // state adjusted during render, once per request, so typing afterwards leaves the page alone.
  const [handled, setHandled] = useState<number | null>(null);
  if (located !== null && located.at !== handled) {
    setHandled(located.at);
    const [list, key] = located.field.split('.');
    const index = list === 'lines' ? lines.findIndex((line) => line.key === key) : -1;
    if (index >= 0) setPage(Math.floor(index / linesPerPage) + 1);
  }

  const changeLine = useCallback(
    (key: string, field: keyof InvoiceItem, value: string | number | undefined) =>
      edit((current) => withLineValue(current, key, field, value)),
    [edit],
  );
  const removeLine = useCallback(
    (key: string) => edit((current) => withoutLine(current, key)),
    [edit],
  );

  const columns = layout.shown;
  const width = 44 + columns.reduce((sum, column) => sum + column.width, 0);
  const columnCount = columns.length + (editable ? 1 : 0);

  return (
    <NoticeSection
      title={title}
      findings={findings.at('lines')}
      actions={
        <>
          {editable ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="xs"
                  variant="light"
                  id={invoiceElementId('lines')}
                  leftSection={<IconPlus size={14} stroke={1.6} />}
                  disabled={addable.length === 0}
                  title={addable.length === 0 ? t('invoice.items.allOnInvoice') : undefined}
                >
                  {t('invoice.items.add')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {addable.map((line) => (
                  <Menu.Item
                    key={line.lineNumber}
                    onClick={() => {
                      edit((current) => withOrderLine(current, line));
                      setPage(Math.ceil((lines.length + 1) / linesPerPage));
                    }}
                  >
                    {t('invoice.items.addLine', {
                      line: line.lineNumber,
                      item: line.vendorItemNumber ?? line.buyerItemNumber ?? line.description ?? '',
                    })}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          <FieldSettings section={title} fields={itemColumns} state={layout} labelOf={labelOf} />
        </>
      }
    >
      <Table.ScrollContainer minWidth={width} type="native">
        <Table
          fz="sm"
          verticalSpacing={4}
          horizontalSpacing={6}
          layout="fixed"
          withTableBorder
          aria-label={title}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={numericColumns.has(column.key) ? 'right' : undefined}
                >
                  {labelOf(column)}
                </Table.Th>
              ))}
              {editable ? <Table.Th w={44}>{t('common:table.actions')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageLines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text size="sm" c="dimmed">
                    {t('invoice.items.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              pageLines.map((line) => (
                <ItemRow
                  key={line.key}
                  line={line}
                  orderLine={byNumber.get(line.lineNumber)}
                  amount={lineAmounts[line.key] ?? ''}
                  currencyCode={data.currencyCode}
                  columns={columns}
                  rowFindings={findings.ofRow(`lines.${line.key}`)}
                  editable={editable}
                  columnCount={columnCount}
                  onChange={changeLine}
                  onRemove={removeLine}
                />
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 ? (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={pageCount}
            value={shownPage}
            onChange={setPage}
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
    </NoticeSection>
  );
});

/** Columns whose values are numbers, aligned right. */
const numericColumns: ReadonlySet<string> = new Set([
  'ordered',
  'shipped',
  'invoiced',
  'quantity',
  'unitPrice',
  'amount',
]);

interface ItemRowProps {
  readonly line: InvoiceItem;
  readonly orderLine: InvoiceOrderLine | undefined;
  readonly amount: string;
  readonly currencyCode: string;
  readonly columns: readonly InvoiceColumn[];
  readonly rowFindings: readonly Finding[];
  readonly editable: boolean;
  readonly columnCount: number;
  readonly onChange: (
    key: string,
    field: keyof InvoiceItem,
    value: string | number | undefined,
  ) => void;
  readonly onRemove: (key: string) => void;
}

/**
 * One invoice line and, when it has findings, the row beneath that spells them out. Memoised:
 * typing in one line re-renders that line (and the amounts) only.
 */
const ItemRow = memo(function ItemRow({
  line,
  orderLine,
  amount,
  currencyCode,
  columns,
  rowFindings,
  editable,
  columnCount,
  onChange,
  onRemove,
}: ItemRowProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const format = useDeliveryFormat();
  const rowId = invoiceElementId(`lines.${line.key}`);
  const errorId = `${rowId}-findings`;
  const name = t('invoice.row.line', { line: line.lineNumber, key: line.key });
  const at = (field: string) =>
    rowFindings.filter((finding) => finding.field === `lines.${line.key}.${field}`);
  const cell = (column: InvoiceColumn) => {
    const label = t('invoice.cell', { field: t(column.label), row: name });
    switch (column.key) {
      case 'lineNumber':
        return <CellText>{line.lineNumber}</CellText>;
      case 'items':
        return (
          <Stack gap={0}>
            <CellText>{line.vendorItemNumber ?? ''}</CellText>
            {line.buyerItemNumber === undefined ? null : (
              <Text size="xs" c="dimmed">
                {t('invoice.items.buyerItem', { item: line.buyerItemNumber })}
              </Text>
            )}
          </Stack>
        );
      case 'description':
        return <CellText>{line.description ?? ''}</CellText>;
      case 'upc':
        return <CellText>{line.upc ?? ''}</CellText>;
      case 'ordered':
        return <CellText align="right">{format.quantity(orderLine?.ordered)}</CellText>;
      case 'shipped':
        return <CellText align="right">{format.quantity(orderLine?.shipped)}</CellText>;
      case 'invoiced':
        return <CellText align="right">{format.quantity(orderLine?.invoiced)}</CellText>;
      case 'unit':
        return <CellText>{elementCodeLabel(unitCodes, line.unit, language)}</CellText>;
      case 'quantity':
        return editable ? (
          <QuantityInput
            variant="cell"
            label={label}
            id={invoiceElementId(`lines.${line.key}.quantity`)}
            errorId={errorId}
            findings={at('quantity')}
            value={line.quantity}
            onChange={(value) => onChange(line.key, 'quantity', value)}
          />
        ) : (
          <CellText align="right">{format.quantity(line.quantity)}</CellText>
        );
      case 'unitPrice':
        return editable ? (
          <AmountInput
            variant="cell"
            label={label}
            id={invoiceElementId(`lines.${line.key}.unitPrice`)}
            errorId={errorId}
            findings={at('unitPrice')}
            value={line.unitPrice}
            onChange={(value) => onChange(line.key, 'unitPrice', value)}
          />
        ) : (
          // As priced: a unit price may carry more digits than the currency.
          <CellText align="right">{line.unitPrice ?? ''}</CellText>
        );
      case 'amount':
        return (
          <CellText align="right">
            <span data-amount-of={line.key}>{displayAmount(amount, currencyCode)}</span>
          </CellText>
        );
      default:
        return null;
    }
  };
  return (
    <InvoiceTableRow
      rowKey={line.key}
      rowId={rowId}
      errorId={errorId}
      name={name}
      columns={columns}
      cell={cell}
      rowFindings={rowFindings}
      editable={editable}
      columnCount={columnCount}
      onRemove={onRemove}
    />
  );
});
