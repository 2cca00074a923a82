import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { orderLogActorText, type InventoryLog } from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { currentLanguage, useTableLabels } from '@portal/i18n';
import { PagedTable, StatusBadge, type PagedTableColumn } from '@portal/ui';
import { useInventoryLogs } from '../hooks/use-inventory-logs';
import { logTypeTones } from './log-types';

export interface InventoryLogTableProps {
  projectKey: string;
  vendorNumber: string;
}

const describeLog = (log: InventoryLog) => `${log.type} ${log.at}`;

/** A change as signed: +5 in, −3 out. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** The inventory logs of one product of a project, newest first, a page at a time. */
export function InventoryLogTable({ projectKey, vendorNumber }: InventoryLogTableProps) {
  const { t, i18n } = useTranslation('inventory');
  const language = currentLanguage(i18n);
  const logs = useInventoryLogs(vendorNumber, projectKey);
  const formatDateTime = useDateTimeFormatter();
  const labels = useTableLabels(describeLog);

  const columns = useMemo(
    (): PagedTableColumn<InventoryLog>[] => [
      {
        key: 'type',
        title: t('log.column.type'),
        hideable: false,
        render: (log) => (
          <StatusBadge
            status={log.type}
            label={t(`log.type.${log.type}`)}
            tone={logTypeTones[log.type]}
          />
        ),
      },
      { key: 'storeCode', title: t('log.column.storeCode'), render: (log) => log.storeCode },
      { key: 'quantity', title: t('log.column.quantity'), render: (log) => signed(log.quantity) },
      { key: 'onHandAfter', title: t('log.column.onHandAfter'), render: (log) => log.onHandAfter },
      {
        key: 'reservedAfter',
        title: t('log.column.reservedAfter'),
        render: (log) => log.reservedAfter,
      },
      {
        key: 'orderSerialNumber',
        title: t('log.column.orderSerialNumber'),
        render: (log) => log.orderSerialNumber ?? '',
      },
      { key: 'note', wrap: true, title: t('log.column.note'), render: (log) => log.note },
      {
        key: 'actor',
        title: t('log.column.actor'),
        // A machine actor in words (System, EDI gateway); a person stays as their account.
        render: (log) => orderLogActorText(log.actor, language),
      },
      { key: 'at', title: t('log.column.at'), render: (log) => formatDateTime(log.at) },
    ],
    [t, formatDateTime, language],
  );

  return (
    <PagedTable
      tableId="inventory.logs"
      columns={columns}
      rowKey={(log) => log.id}
      records={logs.data?.records ?? []}
      total={logs.data?.total ?? 0}
      page={logs.page}
      size={logs.size}
      onPageChange={logs.setPage}
      onSizeChange={logs.setSize}
      loading={logs.loading}
      labels={labels}
    />
  );
}
