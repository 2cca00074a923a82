import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { InventoryPanel } from '../inventory/components/inventory-panel';

/** `/space/inventory`: stock per product and store, its details and its logs. */
export default function InventoryScreen() {
  const { t } = useTranslation('inventory');
  return (
    <>
      <PageHeader title={t('inventory.title')} description={t('inventory.description')} />
      <InventoryPanel />
    </>
  );
}
