import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths, type OrderSummary } from '@portal/contracts';
import { describeOrder } from '@portal/order-view';

export interface RestockHintProps {
  /** The orders an accept was refused for, for want of stock. */
  orders: readonly OrderSummary[];
  onClose: () => void;
}

/**
 * After "insufficient inventory" (spec §4): the orders keep their status; stock is added in
 * Inventory Inquiry, then the order is accepted again.
 */
export function RestockHint({ orders, onClose }: RestockHintProps) {
  const { t } = useTranslation('orders');
  return (
    <Alert
      color="orange"
      icon={<IconPackage size={18} stroke={1.8} />}
      title={t('orderOperation.restock.title')}
      withCloseButton
      closeButtonLabel={t('common:button.close')}
      onClose={onClose}
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('orderOperation.restock.message', {
            orders: orders.map(describeOrder).join(', '),
          })}
        </Text>
        <Anchor component={Link} to={screenPaths.inventory} size="sm">
          {t('orderOperation.restock.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
