import { screenPaths, screenRoles } from '@portal/contracts';
import { defineRemote, lazyScreen } from '@portal/shell-contract';
import { texts } from './i18n/texts';

const InvoiceScreen = lazyScreen(() => import('./screens/invoice-screen'));
const PaymentScreen = lazyScreen(() => import('./screens/payment-screen'));

/** What the invoice-payment remote gives the shell: its screens, menu entries (spec §2 order) and texts. */
export default defineRemote({
  area: 'invoice-payment',
  namespace: 'invoice-payment',
  build: __BUILD_ID__,
  translations: texts,
  screens: [
    {
      path: screenPaths.invoice,
      titleKey: 'invoice.title',
      roles: screenRoles.invoice,
      ...InvoiceScreen,
    },
    {
      path: screenPaths.payment,
      titleKey: 'payment.title',
      roles: screenRoles.payment,
      ...PaymentScreen,
    },
  ],
  menu: [
    {
      id: 'invoice',
      path: screenPaths.invoice,
      labelKey: 'invoice.title',
      descriptionKey: 'invoice.description',
      order: 7,
      roles: screenRoles.invoice,
    },
    {
      id: 'payment',
      path: screenPaths.payment,
      labelKey: 'payment.title',
      descriptionKey: 'payment.description',
      order: 9,
      roles: screenRoles.payment,
    },
  ],
});
