import { screenPaths, screenRoles } from '@portal/contracts';
import { defineRemote, lazyScreen } from '@portal/shell-contract';
import { texts } from './i18n/texts';
import { deliveryPages, deliveryTitleKey } from './screens/delivery-pages';

const DeliveryScreen = lazyScreen(() => import('./screens/delivery-screen'));

/** What the delivery remote gives the shell: its screens, menu entries (spec §2 order) and texts. */
export default defineRemote({
  area: 'delivery',
  namespace: 'delivery',
  build: __BUILD_ID__,
  translations: texts,
  screens: [
    {
      path: screenPaths.delivery,
      titleKey: deliveryTitleKey,
      pages: Object.values(deliveryPages),
      roles: screenRoles.delivery,
      ...DeliveryScreen,
    },
  ],
  menu: [
    {
      id: 'delivery',
      path: screenPaths.delivery,
      labelKey: 'delivery.title',
      descriptionKey: 'delivery.description',
      order: 5,
      roles: screenRoles.delivery,
    },
    {
      id: 'delivery-file',
      path: `${screenPaths.delivery}/${deliveryPages.deliveryFile.path}`,
      labelKey: deliveryPages.deliveryFile.titleKey,
      descriptionKey: 'deliveryFile.description',
      order: 6,
      roles: screenRoles.delivery,
    },
  ],
});
