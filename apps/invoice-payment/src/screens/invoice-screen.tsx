import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from '@portal/ui';
import { InvoiceDetailPage } from '../invoice/components/invoice-detail-page';
import { InvoiceList } from '../invoice/components/invoice-list';

/**
 * `/space/invoice` and each invoice at its own address (`/space/invoice/{invoice_id}`), under the
 * screen's title.
 */
export default function InvoiceScreen() {
  const { t } = useTranslation('invoice-payment');
  return (
    <>
      <PageHeader title={t('invoice.title')} description={t('invoice.description')} />
      <Routes>
        <Route index element={<InvoiceList />} />
        <Route path=":invoiceId" element={<InvoiceDetailPage />} />
      </Routes>
    </>
  );
}
