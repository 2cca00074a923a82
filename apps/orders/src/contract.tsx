import { screenPaths, screenRoles } from '@portal/contracts';
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
      roles: screenRoles.dashboard,
      ...DashboardScreen,
    },
    { path: screenPaths.order, titleKey: 'order.title', roles: screenRoles.order, ...OrderScreen },
    {
      path: screenPaths.orderOperation,
      titleKey: 'orderOperation.title',
      roles: screenRoles.orderOperation,
      ...OrderOperationScreen,
    },
    {
      path: screenPaths.purchase,
      titleKey: 'purchase.title',
      roles: screenRoles.purchase,
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
      roles: screenRoles.dashboard,
    },
    {
      id: 'order',
      path: screenPaths.order,
      labelKey: 'order.title',
      descriptionKey: 'order.description',
      order: 3,
      roles: screenRoles.order,
    },
    {
      id: 'order-operation',
      path: screenPaths.orderOperation,
      labelKey: 'orderOperation.title',
      descriptionKey: 'orderOperation.description',
      order: 4,
      roles: screenRoles.orderOperation,
    },
    {
      id: 'purchase',
      path: screenPaths.purchase,
      labelKey: 'purchase.title',
      descriptionKey: 'purchase.description',
      order: 8,
      roles: screenRoles.purchase,
    },
  ],
});
