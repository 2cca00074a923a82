import { useTranslation } from 'react-i18next';
import { PageHeader } from '@portal/ui';
import { OrderPanel } from '../order/components/order-panel';

/** `/space/order`: the customer orders, their detail tabs, export and delete. */
export default function OrderScreen() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('order.title')} description={t('order.description')} />
      <OrderPanel />
    </>
  );
}
