import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { OrderOperationPanel } from '../order-operation/components/order-operation-panel';

/** `/space/order-operation`: query orders, then accept, reject, backorder or cancel them. */
export default function OrderOperationScreen() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('orderOperation.title')} description={t('orderOperation.description')} />
      <OrderOperationPanel />
    </>
  );
}
