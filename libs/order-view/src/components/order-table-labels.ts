import type { OrderPage, Page } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeOrder } from './order-values';

/**
 * The paged-table texts of an order list. The server counts matches only up to a cap
 * (`orderCountCap`), so past it the total reads "more than 10,000" instead of a number that
 * would look exact.
 */
/** `page` is the list's last answer: an order page, or a plain page that never caps. */
export function useOrderTableLabels(page: OrderPage | Page<unknown> | null | undefined) {
  const labels = useTableLabels(describeOrder);
  const { t, i18n } = useTranslation('order-view');
  const capped = page !== null && page !== undefined && 'totalCapped' in page && page.totalCapped;
  return useMemo(
    () =>
      capped
        ? {
            ...labels,
            total: (total: number) =>
              t('order.list.totalCapped', {
                count: total,
                total: new Intl.NumberFormat(i18n.language).format(total),
              }),
          }
        : labels,
    [labels, capped, t, i18n.language],
  );
}
