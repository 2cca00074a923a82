import { Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectChoice } from '@portal/auth';
import type { PaymentLine } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { ExportButton, PagedTable } from '@portal/ui';
import { paymentFilterOf } from '../hooks/payment-query';
import { usePaymentExport } from '../hooks/use-payment-export';
import { usePaymentList } from '../hooks/use-payment-list';
import { MatchLineDialog } from './match-line-dialog';
import { usePaymentColumns } from './payment-columns';
import { PaymentFiltersForm } from './payment-filters-form';

/** How a row names itself: its payment order and the invoice it names. */
const describeLine = (row: PaymentLine) => `${row.paymentOrderNumber} / ${row.invoiceNumber}`;
const idOf = (row: PaymentLine) => row.paymentLineId;

/**
 * `/space/payment`: the remittance lines of the payment orders received, with their filters,
 * each payment order a link to its own address; "Match to invoice" on a line that named no
 * invoice of ours, and "Export Excel" of every line the filters match.
 */
export function PaymentList() {
  const { t } = useTranslation('invoice-payment');
  const list = usePaymentList();
  const labels = useTableLabels(describeLine);
  const [matching, setMatching] = useState<PaymentLine | null>(null);
  const columns = usePaymentColumns(setMatching);
  const excel = usePaymentExport();
  const { filters, search, reload } = list;

  // The lone project, or the one the user chose last, is where the list starts.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => search({ ...filters, projectKey }),
  );

  const matched = useCallback(() => {
    setMatching(null);
    reload();
  }, [reload]);

  return (
    <Stack gap="md">
      <PaymentFiltersForm
        // The form starts again from the filters when the project is set for the user.
        key={filters.projectKey}
        filters={filters}
        onSearch={search}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <PagedTable
        tableId="payment.list"
        columns={columns}
        rowKey={idOf}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        toolbar={
          <ExportButton
            label={t('common:button.exportExcel')}
            progressLabel={t('payment.export.progress')}
            exporting={excel.exporting}
            progress={excel.progress}
            onClick={() => void excel.run(paymentFilterOf(filters))}
          />
        }
        labels={{ ...labels, empty: t('payment.empty') }}
      />
      <MatchLineDialog line={matching} onClose={() => setMatching(null)} onMatched={matched} />
    </Stack>
  );
}
