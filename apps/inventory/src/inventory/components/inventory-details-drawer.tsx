import { Drawer, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Inventory } from '@portal/contracts';
import { useDateTimeFormatter, useDayFormatter } from '@portal/auth';
import { useReturnFocus } from '@portal/ui';
import { useInventoryRecord } from '../hooks/use-inventory-record';
import { useProducts } from '../hooks/use-products';
import { InventoryLogTable } from './inventory-log-table';

export interface InventoryDetailsDrawerProps {
  /** The row the user opened; the drawer reads it again from the server. */
  inventory: Inventory;
  onClose: () => void;
}

/** One label and its value; an empty value shows a dash. */
function Field({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation('inventory');
  const empty = value === null || value === undefined || value === '';
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{empty ? t('details.empty') : value}</Text>
    </div>
  );
}

/** The product and stock of an inventory record, and the inventory logs of its product. */
export function InventoryDetailsDrawer({ inventory: row, onClose }: InventoryDetailsDrawerProps) {
  useReturnFocus(true);
  const { t } = useTranslation('inventory');
  const formatDateTime = useDateTimeFormatter();
  const formatDay = useDayFormatter();
  const { inventory, loading } = useInventoryRecord(row);
  const {
    products,
    loading: productsLoading,
    failed: productsFailed,
  } = useProducts(inventory.projectKey);
  const product = products.find((candidate) => candidate.id === inventory.productId);

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('details.title', { name: `${inventory.vendorNumber} / ${inventory.storeCode}` })}
      closeButtonProps={{ 'aria-label': t('common:button.close') }}
    >
      <Stack gap="lg">
        <section aria-label={t('details.stock')}>
          <Title order={3} size="h5" mb="xs">
            {t('details.stock')} {loading ? <Loader size="xs" ml="xs" /> : null}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Field label={t('stock.project')} value={inventory.projectKey} />
            <Field
              label={t('stock.store')}
              value={`${inventory.storeCode} — ${inventory.storeName}`}
            />
            <Field label={t('stock.onHand')} value={inventory.onHand} />
            <Field label={t('stock.reserved')} value={inventory.reserved} />
            <Field label={t('stock.available')} value={inventory.available} />
            <Field label={t('stock.updatedAt')} value={formatDateTime(inventory.updatedAt)} />
            <Field label={t('stock.createdAt')} value={formatDateTime(inventory.createdAt)} />
          </SimpleGrid>
        </section>

        <section aria-label={t('details.product')}>
          <Title order={3} size="h5" mb="xs">
            {t('details.product')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <Field label={t('product.vendorNumber')} value={inventory.vendorNumber} />
            <Field label={t('product.name')} value={inventory.productName} />
            <Field label={t('product.unit')} value={inventory.unit} />
            {product === undefined ? null : (
              <>
                <Field label={t('product.description')} value={product.description} />
                <Field label={t('product.color')} value={product.color} />
                <Field label={t('product.size')} value={product.size} />
                <Field
                  label={t('product.weight')}
                  value={
                    product.weight === null
                      ? null
                      : `${product.weight} ${product.unitWeightBasis}`.trim()
                  }
                />
                <Field label={t('product.customerItemNumber')} value={product.customerItemNumber} />
                <Field label={t('product.skuNumber')} value={product.skuNumber} />
                <Field label={t('product.upcNumber')} value={product.upcNumber} />
                <Field
                  label={t('product.nextAvailableDate')}
                  value={formatDay(product.nextAvailableDate)}
                />
                <Field
                  label={t('product.nextAvailableQuantity')}
                  value={product.nextAvailableQuantity}
                />
              </>
            )}
          </SimpleGrid>
          {productsLoading ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('details.loading')}
            </Text>
          ) : product === undefined && !productsFailed ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('details.productMissing')}
            </Text>
          ) : null}
        </section>

        <section aria-label={t('details.logs')}>
          <Title order={3} size="h5" mb="xs">
            {t('details.logs')}
          </Title>
          <InventoryLogTable
            projectKey={inventory.projectKey}
            vendorNumber={inventory.vendorNumber}
          />
        </section>
      </Stack>
    </Drawer>
  );
}
