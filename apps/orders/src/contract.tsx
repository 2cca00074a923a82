import { screenPaths } from '@portal/contracts';
import { orderViewTexts } from '@portal/order-view';
import { defineRemote, lazyScreen } from '@portal/shell-contract';
import { texts } from './i18n/texts';

const DashboardScreen = lazyScreen(() => import('./screens/dashboard-screen'));
const OrderScreen = lazyScreen(() => import('./screens/order-screen'));
const OrderOperationScreen = lazyScreen(() => import('./screens/order-operation-screen'));
const PurchaseScreen = lazyScreen(() => import('./screens/purchase-screen'));

/** What the orders remote gives the shell: its screens, menu entries (spec §2 order) and texts. */
export default defineRemote({
  area: 'orders',
  namespace: 'orders',
  build: __BUILD_ID__,
  translations: texts,
  features: [orderViewTexts],
  screens: [
    {
      path: screenPaths.dashboard,
      titleKey: 'dashboard.title',
      roles: ['USER'],
      ...DashboardScreen,
    },
    { path: screenPaths.order, titleKey: 'order.title', roles: ['ORDER'], ...OrderScreen },
    {
      path: screenPaths.orderOperation,
      titleKey: 'orderOperation.title',
      roles: ['ORDER'],
      ...OrderOperationScreen,
    },
    {
      path: screenPaths.purchase,
      titleKey: 'purchase.title',
      roles: ['PURCHASE'],
      ...PurchaseScreen,
    },
  ],
  menu: [
    {
      id: 'dashboard',
      path: screenPaths.dashboard,
      labelKey: 'dashboard.title',
      descriptionKey: 'dashboard.description',
      order: 1,
      roles: ['USER'],
    },
    {
      id: 'order',
      path: screenPaths.order,
      labelKey: 'order.title',
      descriptionKey: 'order.description',
      order: 3,
      roles: ['ORDER'],
    },
    {
      id: 'order-operation',
      path: screenPaths.orderOperation,
      labelKey: 'orderOperation.title',
      descriptionKey: 'orderOperation.description',
      order: 4,
      roles: ['ORDER'],
    },
    {
      id: 'purchase',
      path: screenPaths.purchase,
      labelKey: 'purchase.title',
      descriptionKey: 'purchase.description',
      order: 8,
      roles: ['PURCHASE'],
    },
  ],
});
