import { Button, Stack, Tooltip } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectChoice } from '@portal/auth';
import type { PurchaseOrderSummary } from '@portal/contracts';
import { useTableLabels } from '@portal/i18n';
import { useRowSelection } from '@portal/record-kit';
import { ExportButton, PagedTable, saveFile, useFileDownload } from '@portal/ui';
import { downloadPurchaseReport, type PurchaseReportQuery } from '../api/download-purchase-report';
import { downloadRouteTemplate } from '../api/download-route-template';
import { purchaseFilterInput } from '../hooks/purchase-query';
import type { OpenedOrder } from '../hooks/use-purchase-address';
import { usePurchaseList } from '../hooks/use-purchase-list';
import type { PurchaseFilters } from '../state/purchase-list-query';
import { usePurchaseColumns } from './purchase-columns';
import { PurchaseFiltersForm } from './purchase-filters-form';
import { RouteUploadDialog } from './route-upload-dialog';

/** How a row names itself (its checkbox): the PO number. */
const describePurchase = (order: PurchaseOrderSummary) => order.orderNumber;
const serialNumberOf = (order: PurchaseOrderSummary) => order.serialNumber;

export interface PurchaseListProps {
  /** The address of an order's fulfilment: its PO number is a link there. */
  readonly linkOf: (order: OpenedOrder) => string;
}

/**
 * The orders to fulfil: filters, the paged list, the fulfilment report of the selection (or of
 * the search), and the route template and upload of the chosen project.
 */
export function PurchaseList({ linkOf }: PurchaseListProps) {
  const { t } = useTranslation('orders');
  const list = usePurchaseList();
  const rows = useRowSelection();
  const labels = useTableLabels(describePurchase);
  const report = useFileDownload(downloadPurchaseReport, saveFile);
  const template = useFileDownload(downloadRouteTemplate, saveFile);
  const [uploading, setUploading] = useState(false);
  const { filters, search, reload } = list;
  const { clear } = rows;
  const projectKey = filters.projectKey;

  const applyFilters = useCallback(
    (next: PurchaseFilters) => {
      // Selected rows belong to the project they were chosen in.
      if (next.projectKey !== filters.projectKey) clear();
      search(next);
    },
    [filters.projectKey, clear, search],
  );

  // The lone project, or the one the user chose last, is where the list starts.
  const { projects, loading: projectsLoading } = useProjectChoice(
    filters.projectKey,
    (projectKey) => search({ ...filters, projectKey }),
  );

  const linkOfRow = useCallback(
    (order: PurchaseOrderSummary) =>
      linkOf({ projectKey: order.projectKey, orderNumber: order.orderNumber }),
    [linkOf],
  );
  const columns = usePurchaseColumns(linkOfRow);

  const downloadReport = () => {
    const query: PurchaseReportQuery =
      rows.ids.length > 0 ? { serialNumbers: [...rows.ids] } : purchaseFilterInput(filters);
    void report.run(query);
  };

  const needsProject = (button: ReactElement) =>
    projectKey === '' ? (
      <Tooltip label={t('purchase.routeTemplate.needsProject')}>
        <span>{button}</span>
      </Tooltip>
    ) : (
      button
    );

  return (
    <Stack gap="md">
      <PurchaseFiltersForm
        // The form starts again from the filters when the project is chosen for the user.
        key={projectKey}
        filters={filters}
        onSearch={applyFilters}
        projects={projects}
        projectsLoading={projectsLoading}
      />
      <PagedTable
        tableId="orders.purchase"
        columns={columns}
        rowKey={serialNumberOf}
        records={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        page={list.page}
        size={list.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
        loading={list.loading}
        selection={rows.selection}
        labels={labels}
        toolbar={
          <>
            <ExportButton
              label={
                rows.ids.length > 0
                  ? t('purchase.report.selected', { count: rows.ids.length })
                  : t('purchase.report.filtered')
              }
              progressLabel={t('purchase.report.progress')}
              exporting={report.exporting}
              progress={report.progress}
              onClick={downloadReport}
            />
            {projectKey === '' ? (
              needsProject(
                <Button variant="default" disabled leftSection={<IconDownload size={16} />}>
                  {t('purchase.routeTemplate.button')}
                </Button>,
              )
            ) : (
              <ExportButton
                label={t('purchase.routeTemplate.button')}
                progressLabel={t('purchase.routeTemplate.progress')}
                exporting={template.exporting}
                progress={template.progress}
                icon={<IconDownload size={16} stroke={1.6} />}
                onClick={() => void template.run(projectKey)}
              />
            )}
            {needsProject(
              <Button
                variant="default"
                leftSection={<IconUpload size={16} stroke={1.6} />}
                disabled={projectKey === ''}
                onClick={() => setUploading(true)}
              >
                {t('common:button.uploadRoute')}
              </Button>,
            )}
          </>
        }
      />
      {uploading && projectKey !== '' ? (
        <RouteUploadDialog
          projectKey={projectKey}
          onClose={() => setUploading(false)}
          onUploaded={() => {
            setUploading(false);
            reload();
          }}
        />
      ) : null}
    </Stack>
  );
}
