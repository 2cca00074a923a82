import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { PurchasePanel } from '../purchase/components/purchase-panel';

/** `/space/purchase`: orders to fulfil, and one order's routing, packing, labels and shipment. */
export default function PurchaseScreen() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('purchase.title')} description={t('purchase.description')} />
      <PurchasePanel />
    </>
  );
}
