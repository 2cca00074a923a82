import { useTranslation } from 'react-i18next';
import { errorCatalogue, listFilterOf, orderCountCap } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import { ExportExcelButton, useListExport } from '@portal/record-kit';
import { exportMatchingOrders, exportOrders } from '../api/export-orders';
import { orderFilterInput } from '../hooks/order-list-query';
import type { OrderList } from '../hooks/use-order-list';

export interface OrderExportButtonProps {
  /** Serial numbers of the orders to export. */
  selected: readonly number[];
  /** The list: its filter and how many orders it matches, for "all orders matching the filter". */
  list: Pick<OrderList, 'filters' | 'data'>;
}

/**
 * "Export Excel" of the selected orders, or of every order the filter matches (the count named
 * and confirmed first), with the download's progress. Without a selection it says so (the
 * catalogue's "select the data to export") and asks the server nothing.
 */
export function OrderExportButton({ selected, list }: OrderExportButtonProps) {
  const { t, i18n } = useTranslation('orders');
  const listExport = useListExport(
    exportOrders,
    translateError(errorCatalogue.EXPORT_SELECTION_REQUIRED.code, undefined, i18n),
    selected,
    exportMatchingOrders,
  );
  // The list counts up to the cap only: past it, the export says to narrow the filter.
  const total = list.data?.totalCapped ? orderCountCap + 1 : (list.data?.total ?? 0);
  return (
    <ExportExcelButton
      listExport={listExport}
      progressLabel={t('order.export.progress')}
      matching={{ filter: listFilterOf(orderFilterInput(list.filters)), total }}
    />
  );
}
