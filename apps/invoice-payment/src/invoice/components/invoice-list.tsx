import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProjectChoice } from '@portal/auth';
import type { InvoiceSummary } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { ExportButton, PagedTable } from '@portal/ui';
import { invoiceFilterOf } from '../hooks/invoice-query';
import { useInvoiceExport } from '../hooks/use-invoice-export';
import { useInvoiceList } from '../hooks/use-invoice-list';
import { useInvoiceColumns } from './invoice-columns';
import { InvoiceFiltersForm } from './invoice-filters-form';

/** How a row names itself: its invoice number. */
const describeInvoice = (row: InvoiceSummary) => row.invoiceNumber;
const idOf = (row: InvoiceSummary) => row.invoiceId;

/**
 * `/space/invoice`: the invoices sent and received with their filters, each number a link to
 * the invoice at its own address, and "Export Excel" of every invoice the filters match.
 */
export function InvoiceList() {
  const { t } = useTranslation('invoice-payment');
  const list = useInvoiceList();
  const labels = useTableLabels(describeInvoice);
  const columns = useInvoiceColumns();
  const excel = useInvoiceExport();
  const { filters, search } = list;

  // The lone project, or the one the user chose last, is where the list starts.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => search({ ...filters, projectKey }),
  );

  return (
    <Stack gap="md">
      <InvoiceFiltersForm
        // The form starts again from the filters when the project is set for the user.
        key={filters.projectKey}
        filters={filters}
        onSearch={search}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <PagedTable
        tableId="invoice.list"
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
            progressLabel={t('invoice.export.progress')}
            exporting={excel.exporting}
            progress={excel.progress}
            onClick={() => void excel.run(invoiceFilterOf(filters))}
          />
        }
        labels={{ ...labels, empty: t('invoice.empty') }}
      />
    </Stack>
  );
}
