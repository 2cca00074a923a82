import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { screenPaths } from '@portal/contracts';
import { PageHeader } from '@portal/ui';
import { OrderOperationPanel } from '../order-operation/components/order-operation-panel';

/**
 * `/space/order-operation`: query orders, then accept, reject, backorder or cancel them; each
 * order's detail at its own address (`/space/order-operation/{serial}`), over the list.
 */
export default function OrderOperationScreen() {
  const { t } = useTranslation('orders');
  return (
    <>
      <PageHeader title={t('orderOperation.title')} description={t('orderOperation.description')} />
      <Routes>
        {/* One route for the list and an order's detail: the list stays mounted as either opens. */}
        <Route path=":serialNumber?" element={<OrderOperationPanel />} />
        <Route path="*" element={<Navigate to={screenPaths.orderOperation} replace />} />
      </Routes>
    </>
  );
}
