import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPaths, type OrderSummary, type StockShortage } from '@portal/contracts';
import { describeOrder, useOrderFormat } from '@portal/order-view';

/** An order an accept was refused for, for want of stock, with the items it is short of. */
export interface StockRefusal {
  readonly order: OrderSummary;
  readonly shortages: readonly StockShortage[];
}

export interface RestockHintProps {
  refusals: readonly StockRefusal[];
  onClose: () => void;
}

/**
 * After "insufficient inventory" (spec §4), the one place it shows: the orders keep their
 * status, each short item with what the order asks, what is free and what is missing; stock is
 * added in Inventory Inquiry, then the order is accepted again.
 */
export function RestockHint({ refusals, onClose }: RestockHintProps) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  return (
    <Alert
      color="orange"
      icon={<IconPackage size={18} stroke={1.8} />}
      title={t('orderOperation.restock.title')}
      withCloseButton
      closeButtonLabel={t('common:button.close')}
      onClose={onClose}
    >
      <Stack gap={6}>
        {refusals.map(({ order, shortages }) => (
          <Stack gap={2} key={order.serialNumber}>
            <Text size="sm" fw={500}>
              {t('orderOperation.restock.order', { name: describeOrder(order) })}
            </Text>
            {shortages.length > 0 ? (
              <List size="sm" spacing={2}>
                {shortages.map((shortage) => (
                  <List.Item key={shortage.item}>
                    {t('orderOperation.restock.item', {
                      item: shortage.item,
                      ordered: format.quantity(shortage.ordered),
                      available: format.quantity(shortage.available),
                      short: format.quantity(shortage.short),
                    })}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        ))}
        <Text size="sm">{t('orderOperation.restock.message')}</Text>
        <Anchor component={Link} to={screenPaths.inventory} size="sm">
          {t('orderOperation.restock.link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
