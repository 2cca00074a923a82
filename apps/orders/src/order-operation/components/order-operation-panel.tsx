import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderActions, screenPaths, type OrderAction, type OrderSummary } from '@portal/contracts';
import { useProjectChoice } from '@portal/auth';
import { ConfirmDialog, PagedTable, type PagedTableRowKey } from '@portal/ui';
import {
  describeOrder,
  OrderDetailDrawer,
  useOrderTableLabels,
  OrderRowActions,
  useOrderSummaryColumns,
  type OrderSummaryColumnKey,
} from '@portal/order-view';
import { useOrderAddress } from '../../order/hooks/use-order-address';
import { useAnswerRules } from '../hooks/use-answer-rules';
import {
  isStockShortage,
  useOrderAnswers,
  type AnswerNote,
  type AnswerOutcome,
} from '../hooks/use-order-answers';
import { useOrderOperationList } from '../hooks/use-order-operation-list';
import { isForecast, type OrderOperationFilters } from '../state/order-operation-query';
import { OrderAnswerDialog, type NotedAction } from './order-answer-dialog';
import { OrderOperationFiltersForm } from './order-operation-filters-form';
import { RestockHint, type StockRefusal } from './restock-hint';

/** The answer the user chose, waiting for its dialog. */
type Pending =
  | { kind: 'confirmAccept'; orders: readonly OrderSummary[] }
  | { kind: 'note'; action: NotedAction; orders: readonly OrderSummary[] };

const isSerialNumber = (key: PagedTableRowKey): key is number => typeof key === 'number';

// The answers follow the status, so it stays on screen; the order date is the order screen's.
const alwaysShown: readonly OrderSummaryColumnKey[] = ['status'];
const leftToOrderScreen: readonly OrderSummaryColumnKey[] = ['orderDate'];
/**
 * What a clerk answering orders reads at a glance; with the four answers beside them these fit
 * whole at 1280 px with the menu open in both languages. The document number, version, ship-to,
 * quantity and amount wait in the field settings.
 */
const shownColumns: readonly OrderSummaryColumnKey[] = [
  'serialNumber',
  'orderNumber',
  'documentType',
  'status',
  'buyer',
  'receivedAt',
];

/**
 * Order operation (spec §2): the order query, and accept, reject, backorder and cancel for one
 * order or for the selection, as the status machine and the project's switches allow; an order's
 * detail at its own address (`/space/order-operation/{serial}`).
 */
export function OrderOperationPanel() {
  const { t } = useTranslation('orders');
  const list = useOrderOperationList();
  const { reload, search, filters } = list;
  // The lone project, or the one the user chose last, is where the list starts.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => search({ ...filters, projectKey }),
  );
  const rules = useAnswerRules(projects);
  const labels = useOrderTableLabels(list.data);
  const { opened, hrefOf, close: closeDetail } = useOrderAddress(screenPaths.orderOperation);
  const [pending, setPending] = useState<Pending | null>(null);
  const [selected, setSelected] = useState<readonly OrderSummary[]>([]);
  const [restock, setRestock] = useState<readonly StockRefusal[]>([]);
  const close = useCallback(() => setPending(null), []);

  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  // The selection spans pages; a row on screen is the freshest copy of its order.
  const selectedOrders = useMemo(() => {
    const shown = new Map(records.map((order) => [order.serialNumber, order]));
    return selected.map((order) => shown.get(order.serialNumber) ?? order);
  }, [records, selected]);

  const answered = useCallback(
    ({ action, attempted, failures }: AnswerOutcome) => {
      const tried = new Set(attempted.map((order) => order.serialNumber));
      // Their statuses changed (or were found stale): choose again from the refreshed list.
      setSelected((current) => current.filter((order) => !tried.has(order.serialNumber)));
      if (action === 'accept') {
        const short = failures
          .filter(isStockShortage)
          .map(({ order, shortages }) => ({ order, shortages }));
        setRestock((current) => [
          ...current.filter(({ order }) => !tried.has(order.serialNumber)),
          ...short,
        ]);
      }
      reload();
    },
    [reload],
  );
  const { running, answer } = useOrderAnswers(answered);

  const start = useCallback(
    (action: OrderAction, orders: readonly OrderSummary[]) => {
      if (action !== 'accept') {
        setPending({ kind: 'note', action, orders });
      } else if (orders.some(rules.confirmsAccept)) {
        setPending({ kind: 'confirmAccept', orders });
      } else {
        void answer('accept', orders, {});
      }
    },
    [answer, rules],
  );

  const send = (action: OrderAction, orders: readonly OrderSummary[], note: AnswerNote) => {
    setPending(null);
    void answer(action, orders, note);
  };

  const searchFilters = (next: OrderOperationFilters) => {
    // What was chosen belongs to the list it was chosen in.
    setSelected([]);
    search(next);
  };

  const chooseRows = (keys: PagedTableRowKey[]) => {
    const known = new Map(
      [...selected, ...records].map((order) => [order.serialNumber, order] as const),
    );
    setSelected(
      keys.filter(isSerialNumber).flatMap((key) => {
        const order = known.get(key);
        return order === undefined ? [] : [order];
      }),
    );
  };

  const actionLabel = useCallback(
    (action: OrderAction) => {
      switch (action) {
        case 'accept':
          return t('action.accept');
        case 'reject':
          return t('action.reject');
        case 'backorder':
          return t('action.backorder');
        case 'cancel':
          return t('action.cancel');
      }
    },
    [t],
  );

  const selectionLabel = (action: OrderAction, count: number) => {
    switch (action) {
      case 'accept':
        return t('orderOperation.batch.accept', { count });
      case 'reject':
        return t('orderOperation.batch.reject', { count });
      case 'backorder':
        return t('orderOperation.batch.backorder', { count });
      case 'cancel':
        return t('orderOperation.batch.cancel', { count });
    }
  };

  const rowActions = useCallback(
    (order: OrderSummary) => (
      <OrderRowActions label={t('orderOperation.rowActions', { name: describeOrder(order) })}>
        {isForecast(order) ? (
          // A forecast is never answered: instead of four buttons that cannot work, why not.
          <Tooltip label={t('orderOperation.forecast.reason')} multiline w={320} withArrow>
            <Text size="xs" c="dimmed" data-forecast>
              {t('orderOperation.forecast.note')}
            </Text>
          </Tooltip>
        ) : (
          orderActions
            .filter((action) => rules.offeredIn(action, order.projectKey))
            .map((action) => (
              <Button
                key={action}
                size="compact-xs"
                variant={action === 'accept' ? 'light' : 'subtle'}
                color={action === 'reject' || action === 'cancel' ? 'red' : undefined}
                data-action={action}
                disabled={running || !rules.enabled(action, order)}
                onClick={() => start(action, [order])}
              >
                {actionLabel(action)}
              </Button>
            ))
        )}
      </OrderRowActions>
    ),
    [t, rules, running, start, actionLabel],
  );
  const linkOf = useCallback((order: OrderSummary) => hrefOf(order.serialNumber), [hrefOf]);
  const columns = useOrderSummaryColumns({
    titles: 'orders:orderOperation.column',
    omit: leftToOrderScreen,
    fixed: alwaysShown,
    shown: shownColumns,
    linkOf,
    rowActions,
  });
  const openedRow = records.find((order) => order.serialNumber === opened?.serialNumber);

  // Cancel is on offer in the list when its project allows it, or, across projects, when any does.
  const cancelOnOffer =
    filters.projectKey === ''
      ? projects.some((project) => project.features.allowCancel)
      : rules.offeredIn('cancel', filters.projectKey);

  const forecastsSelected = selectedOrders.some(isForecast);
  const toolbar = [
    ...(forecastsSelected
      ? [
          <Text key="forecasts" size="sm" c="dimmed">
            {t('orderOperation.forecast.selected')}
          </Text>,
        ]
      : []),
    ...orderActions
      .filter((action) => action !== 'cancel' || cancelOnOffer)
      .map((action) => (
        <Button
          key={action}
          variant={action === 'accept' ? 'filled' : 'default'}
          data-action={action}
          disabled={
            running ||
            selectedOrders.length === 0 ||
            !selectedOrders.every((order) => rules.enabled(action, order))
          }
          onClick={() => start(action, selectedOrders)}
        >
          {selectionLabel(action, selectedOrders.length)}
        </Button>
      )),
  ];

  const [onlyPending] = pending?.orders ?? [];

  return (
    <Stack gap="md">
      <OrderOperationFiltersForm
        // The form starts again from the filters when the project is set for the user.
        key={filters.projectKey}
        filters={filters}
        projects={projects}
        projectsLoading={projectsLoading}
        onSearch={searchFilters}
      />
      {restock.length > 0 ? (
        <RestockHint refusals={restock} onClose={() => setRestock([])} />
      ) : null}
      <PagedTable
        tableId="orders.operation"
        columns={columns}
        rowKey={(order) => order.serialNumber}
        records={records}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        selection={{
          selected: selectedOrders.map((order) => order.serialNumber),
          onChange: chooseRows,
        }}
        toolbar={toolbar}
        labels={labels}
      />
      {pending?.kind === 'confirmAccept' && (
        <ConfirmDialog
          opened
          title={t('common:confirm.title')}
          message={
            pending.orders.length === 1 && onlyPending !== undefined
              ? t('orderOperation.confirm.accept', { name: describeOrder(onlyPending) })
              : t('orderOperation.confirm.acceptSelected', { count: pending.orders.length })
          }
          confirmLabel={t('action.accept')}
          cancelLabel={t('common:button.cancel')}
          onConfirm={() => send('accept', pending.orders, {})}
          onCancel={close}
        />
      )}
      {opened !== null && (
        <OrderDetailDrawer
          // A new order is a new drawer: its tab starts again.
          key={opened.serialNumber ?? 'none'}
          summary={openedRow ?? opened}
          onClose={closeDetail}
        />
      )}
      {pending?.kind === 'note' && (
        <OrderAnswerDialog
          action={pending.action}
          orders={pending.orders}
          onSubmit={(note) => send(pending.action, pending.orders, note)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
