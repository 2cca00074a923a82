import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orderLogActorText, orderLogText, type OrderLog } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { OrderStatusBadge } from '@portal/order-view';
import { usePurchaseFormat } from '../hooks/use-purchase-format';

/** The order's operation log: every status move and fulfilment step, newest as the server sends. */
export function OperationLog({ logs, label }: { logs: readonly OrderLog[]; label: string }) {
  const { t, i18n } = useTranslation('orders');
  const language = currentLanguage(i18n);
  const format = usePurchaseFormat();
  if (logs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('purchase.log.none')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped withTableBorder fz="sm" verticalSpacing={4} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('purchase.log.at')}</Table.Th>
            <Table.Th>{t('purchase.log.actor')}</Table.Th>
            <Table.Th>{t('purchase.log.from')}</Table.Th>
            <Table.Th>{t('purchase.log.to')}</Table.Th>
            <Table.Th>{t('purchase.log.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.map((log) => (
            <Table.Tr key={log.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(log.at)}</Table.Td>
              <Table.Td>{orderLogActorText(log.actor, language)}</Table.Td>
              <Table.Td>
                {log.fromStatus === null ? '' : <OrderStatusBadge status={log.fromStatus} />}
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={log.toStatus} />
              </Table.Td>
              <Table.Td>{orderLogText(log, language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
