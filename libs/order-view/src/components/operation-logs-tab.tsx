import { Alert, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { orderLogActorText, orderLogText, type OrderLog } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useOrderFormat } from '../hooks/use-order-format';
import { useOrderHistory } from '../hooks/use-order-history';
import { DetailSection, DetailTable, EmptyText } from './detail-blocks';
import { OrderStatusBadge } from './order-status-badge';

/** Operation logs: every status move of the order, and every error around it, shown as errors. */
export function OperationLogsTab({ serialNumber }: { serialNumber: number }) {
  const { t, i18n } = useTranslation('order-view');
  const language = currentLanguage(i18n);
  const format = useOrderFormat();
  const { logs, errors } = useOrderHistory(serialNumber);

  return (
    <Stack gap="lg">
      <DetailSection title={t('order.section.errors')}>
        {errors === null ? (
          <Loader size="sm" aria-label={t('order.detail.loading')} />
        ) : errors.length === 0 ? (
          <EmptyText>{t('order.error.none')}</EmptyText>
        ) : (
          <Stack gap="xs" role="list" aria-label={t('order.section.errors')}>
            {errors.map((error, index) => (
              <Alert
                key={`${error.at}-${index}`}
                role="listitem"
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} stroke={1.6} />}
                title={`${t(`order.errorSource.${error.source}`)} · ${error.reference}`}
              >
                <Text size="sm">{error.message}</Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(error.at)}
                </Text>
              </Alert>
            ))}
          </Stack>
        )}
      </DetailSection>
      <DetailSection title={t('order.section.logs')}>
        {logs === null ? (
          <Loader size="sm" aria-label={t('order.detail.loading')} />
        ) : (
          <DetailTable<OrderLog>
            label={t('order.section.logs')}
            rows={logs}
            rowKey={(log) => log.id}
            empty={t('order.log.none')}
            columns={[
              { key: 'at', title: t('order.log.at'), render: (log) => format.dateTime(log.at) },
              {
                key: 'actor',
                title: t('order.log.actor'),
                render: (log) => orderLogActorText(log.actor, language),
              },
              {
                key: 'from',
                title: t('order.log.from'),
                render: (log) =>
                  log.fromStatus === null ? '' : <OrderStatusBadge status={log.fromStatus} />,
              },
              {
                key: 'to',
                title: t('order.log.to'),
                render: (log) => <OrderStatusBadge status={log.toStatus} />,
              },
              {
                key: 'message',
                title: t('order.log.message'),
                // What happened as a sentence in the user's language, never the stored codes.
                render: (log) => orderLogText(log, language),
              },
            ]}
          />
        )}
      </DetailSection>
    </Stack>
  );
}
