import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { screenPaths } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { OrderPanel } from '../order/components/order-panel';

/**
 * `/space/order`: the customer orders, their detail tabs, export and delete; each order's detail
 * at its own address (`/space/order/{serial}`), over the list.
 */
export default function OrderScreen() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('order.title')} description={t('order.description')} />
      <Routes>
        {/* One route for the list and an order's detail: the list stays mounted as either opens. */}
        <Route path=":serialNumber?" element={<OrderPanel />} />
        <Route path="*" element={<Navigate to={screenPaths.order} replace />} />
      </Routes>
    </>
  );
}
