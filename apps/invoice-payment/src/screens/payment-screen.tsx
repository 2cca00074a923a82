import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from '@portal/ui';
import { PaymentDetailPage } from '../payment/components/payment-detail-page';
import { PaymentList } from '../payment/components/payment-list';

/**
 * `/space/payment` and each payment order at its own address (`/space/payment/{payment_id}`),
 * under the screen's title.
 */
export default function PaymentScreen() {
  const { t } = useTranslation('invoice-payment');
  return (
    <>
      <PageHeader title={t('payment.title')} description={t('payment.description')} />
      <Routes>
        <Route index element={<PaymentList />} />
        <Route path=":paymentId" element={<PaymentDetailPage />} />
      </Routes>
    </>
  );
}
