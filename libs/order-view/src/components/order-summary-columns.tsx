import { Anchor, Box } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '@portal/contracts';
import type { PagedTableColumn } from '@portal/ui';
import { useOrderFormat } from '../hooks/use-order-format';
import { OrderStatusBadge } from './order-status-badge';

/** The columns of an order list row, in the order they stand. */
export const orderSummaryColumnKeys = [
  'serialNumber',
  'orderNumber',
  'documentNumber',
  'documentType',
  'status',
  'documentVersion',
  'buyer',
  'shipTo',
  'quantity',
  'amount',
  'orderDate',
  'receivedAt',
] as const;

export type OrderSummaryColumnKey = (typeof orderSummaryColumnKeys)[number];

export interface OrderSummaryColumnsOptions {
  /**
   * Where the titles are read (`<titles>.serialNumber`, `<titles>.status`, …): each screen names
   * its columns as its own filters name the same fields. The order view's own by default; a
   * remote's with its namespace (`orders:orderOperation.column`).
   */
  titles?: `${string}.column`;
  /** Columns the screen does without. */
  omit?: readonly OrderSummaryColumnKey[];
  /** Columns the field settings may not hide; the serial number never may. */
  fixed?: readonly OrderSummaryColumnKey[];
  /**
   * The columns shown until the user chooses in the field settings (a saved choice wins); the
   * others wait there. Every column unless given.
   */
  shown?: readonly OrderSummaryColumnKey[];
  /**
   * When given, the serial and PO numbers are links to this address (e.g. the order's detail
   * over the list): a real `href`, so a middle click or "open in new tab" works too.
   */
  linkOf?: (order: OrderSummary) => string;
  /** Buttons of a row's own actions column, the last one; no such column when not given. */
  rowActions?: (order: OrderSummary) => ReactNode;
}

const none: readonly OrderSummaryColumnKey[] = [];

type ColumnLayout = Pick<PagedTableColumn<OrderSummary>, 'sticky' | 'wrap' | 'width' | 'minWidth'>;

/**
 * How the columns share a screen's width: the serial number stays in view while the table
 * scrolls sideways; when the room is short the party names and the document type wrap to two
 * lines and the received time puts its time under its date, rather than widen the table.
 * Numbers and badges keep to one line.
 */
const columnLayout: Partial<Record<OrderSummaryColumnKey, ColumnLayout>> = {
  serialNumber: { sticky: 'start' },
  documentType: { wrap: true, minWidth: 0 },
  documentVersion: { width: 80 },
  buyer: { wrap: true, minWidth: 110 },
  shipTo: { wrap: true, minWidth: 110 },
  receivedAt: { wrap: true, minWidth: 0 },
};

/** A date and time that may break between the two parts, never inside either. */
function DateTimeText({ text }: { text: string }) {
  const gap = text.indexOf(' ');
  if (gap < 0) return text;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(0, gap)}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(gap + 1)}</span>
    </>
  );
}

/**
 * The columns of the order lists: serial and PO numbers, document, status, version, buyer and
 * ship-to, quantity, amount, order date and received time, then the row's actions if any.
 */
export function useOrderSummaryColumns({
  titles = 'order.column',
  omit = none,
  fixed = none,
  shown,
  linkOf,
  rowActions,
}: OrderSummaryColumnsOptions = {}): PagedTableColumn<OrderSummary>[] {
  const { t } = useTranslation('order-view');
  const format = useOrderFormat();

  return useMemo(() => {
    const opener = (order: OrderSummary, text: string, what: 'serial' | 'po') =>
      linkOf ? (
        <Anchor component={Link} to={linkOf(order)} size="sm" data-open={what}>
          {text}
        </Anchor>
      ) : (
        text
      );
    const cells: Record<OrderSummaryColumnKey, PagedTableColumn<OrderSummary>['render']> = {
      serialNumber: (order) => opener(order, String(order.serialNumber), 'serial'),
      orderNumber: (order) => opener(order, order.orderNumber, 'po'),
      documentNumber: (order) => order.documentNumber,
      documentType: (order) => t(`documentType.${order.documentType}`),
      status: (order) => <OrderStatusBadge status={order.status} />,
      documentVersion: (order) => order.documentVersion,
      buyer: (order) => order.buyerName ?? '',
      shipTo: (order) => order.shipToName ?? '',
      quantity: (order) => format.quantity(order.quantity),
      amount: (order) => format.amount(order.amount, order.currencyCode),
      orderDate: (order) => format.day(order.orderDate),
      receivedAt: (order) => <DateTimeText text={format.dateTime(order.receivedAt)} />,
    };
    const columns = orderSummaryColumnKeys
      .filter((key) => !omit.includes(key))
      .map((key): PagedTableColumn<OrderSummary> => ({
        key,
        title: t(`${titles}.${key}`),
        render: cells[key],
        hideable: key !== 'serialNumber' && !fixed.includes(key),
        defaultHidden: shown !== undefined && !shown.includes(key),
        ...columnLayout[key],
      }));
    if (rowActions === undefined) return columns;
    return [
      ...columns,
      {
        key: 'actions',
        title: t('common:table.actions'),
        hideable: false,
        sticky: 'end',
        render: rowActions,
      },
    ];
  }, [t, format, titles, omit, fixed, shown, linkOf, rowActions]);
}

/**
 * The buttons of a row's actions column, named as a group by `label` (e.g. "Actions of …"). Two
 * to a line by default: order operation's four answers then leave the sticky column narrow
 * enough for the columns beside it at 1280 px; a list with two actions stacks them (`perLine`).
 */
export function OrderRowActions({
  label,
  perLine = 2,
  children,
}: {
  label: string;
  perLine?: 1 | 2;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${perLine}, max-content)`,
        gap: 4,
        justifyItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
