import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { PageHeader } from '@portal/ui';
import { DeliveryFiles } from '../files/components/delivery-files';
import { InvoiceBuilderScreen } from '../invoice/components/invoice-builder-screen';
import { DeliveryList } from '../list/components/delivery-list';
import { MessageStatusList } from '../messages/components/message-status-list';
import { NoticeBuilderScreen } from '../notice/components/notice-builder-screen';
import { deliveryPages, deliveryTitleKey } from './delivery-pages';

/**
 * A screen of the remote under its title and purpose. The title is the key the contract gives
 * the shell for the browser tab (delivery-pages.ts), so heading and tab read the same.
 */
function Titled({
  screen,
  children,
}: {
  screen: 'delivery' | keyof typeof deliveryPages;
  children: ReactNode;
}) {
  const { t } = useTranslation('delivery');
  const titleKey = screen === 'delivery' ? deliveryTitleKey : deliveryPages[screen].titleKey;
  return (
    <>
      <PageHeader title={t(titleKey)} description={t(`${screen}.description`)} />
      {children}
    </>
  );
}

/**
 * `/space/delivery` and its records, each at its own address (docs/ship-notices.md): the list,
 * a notice (`notice/{delivery_id}`, or `order/{serial_number}?project=` before its first save),
 * an invoice (`invoice/{invoice_id}`, or `invoice/order/{serial_number}?project=`), the message
 * status view (`messages`, `messages/{id}`) and the files (`file`).
 */
export default function DeliveryScreen() {
  return (
    <Routes>
      <Route
        index
        element={
          <Titled screen="delivery">
            <DeliveryList />
          </Titled>
        }
      />
      <Route path="notice/:deliveryId" element={<NoticeBuilderScreen />} />
      <Route path="order/:serialNumber" element={<NoticeBuilderScreen />} />
      <Route path="invoice/:invoiceId" element={<InvoiceBuilderScreen />} />
      <Route path="invoice/order/:serialNumber" element={<InvoiceBuilderScreen />} />
      <Route
        path={`${deliveryPages.messages.path}/:messageId?`}
        element={
          <Titled screen="messages">
            <MessageStatusList />
          </Titled>
        }
      />
      <Route
        path={deliveryPages.deliveryFile.path}
        element={
          <Titled screen="deliveryFile">
            <DeliveryFiles />
          </Titled>
        }
      />
    </Routes>
  );
}
