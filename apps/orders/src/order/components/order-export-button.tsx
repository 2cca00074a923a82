import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, listFilterOf, orderCountCap, type ListFilter } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import { useListExport } from '@portal/record-kit';
import { ConfirmDialog, ExportButton, type RowScopeChoice } from '@portal/ui';
import { exportOrders } from '../api/export-orders';
import { orderFilterInput } from '../hooks/order-list-query';
import { useOrderExportJob } from '../hooks/use-order-export-job';
import type { OrderList } from '../hooks/use-order-list';
import { OrderExportDialog } from './order-export-dialog';

export interface OrderExportButtonProps {
  /** Serial numbers of the orders to export. */
  selected: readonly number[];
  /** The list: its filter and how many orders it matches, for "all orders matching the filter". */
  list: Pick<OrderList, 'filters' | 'data'>;
}

/**
 * "Export Excel" of the selected orders (downloaded at once), or of every order the filter
 * matches, without a cap (docs/exports.md): the count named and confirmed first, then a job the
 * server writes while a dialog shows orders written of the total, with Cancel, and downloads the
 * workbook when done. Without a selection it says so (the catalogue's "select the data to
 * export") and asks the server nothing.
 */
export function OrderExportButton({ selected, list }: OrderExportButtonProps) {
  const { t, i18n } = useTranslation('orders');
  const listExport = useListExport(
    exportOrders,
    translateError(errorCatalogue.EXPORT_SELECTION_REQUIRED.code, undefined, i18n),
    selected,
  );
  const job = useOrderExportJob();
  const [asked, setAsked] = useState<ListFilter | null>(null);
  // The list counts up to the cap only: past it the count is "more than" the cap.
  const capped = list.data?.totalCapped === true;
  const total = list.data?.total ?? 0;
  const cap = new Intl.NumberFormat(i18n.language).format(orderCountCap);
  const label = t('common:button.exportExcel');
  const scopes: RowScopeChoice = {
    menuLabel: t('common:rows.choose', { action: label }),
    selectedLabel: t('common:rows.selected', { count: selected.length }),
    matchingLabel: capped
      ? t('order.export.matchingMany', { count: cap })
      : t('common:rows.matching', { count: total }),
    onMatching: () => setAsked(listFilterOf(orderFilterInput(list.filters))),
    matchingDisabled: total === 0,
  };
  const confirm = async () => {
    if (asked === null) return;
    await job.start(asked);
    setAsked(null);
  };
  return (
    <>
      <ExportButton
        label={label}
        progressLabel={t('order.export.progress')}
        exporting={listExport.excel.exporting || job.progress.phase !== 'idle'}
        progress={listExport.excel.progress}
        onClick={listExport.exportSelected}
        scopes={scopes}
      />
      <ConfirmDialog
        opened={asked !== null}
        title={t('common:confirm.title')}
        message={
          capped
            ? t('order.export.confirmMany', { count: cap })
            : t('common:confirm.exportMatching', { count: total })
        }
        confirmLabel={t('common:button.export')}
        cancelLabel={t('common:button.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
      <OrderExportDialog progress={job.progress} onCancel={job.cancel} onClose={job.close} />
    </>
  );
}
