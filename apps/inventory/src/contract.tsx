import { screenPaths, screenRoles } from '@portal/contracts';
import { defineRemote, lazyScreen } from '@portal/shell-contract';
import { texts } from './i18n/texts';

const InventoryScreen = lazyScreen(() => import('./screens/inventory-screen'));

/** What the inventory remote gives the shell: its screens, menu entries (spec §2 order) and texts. */
export default defineRemote({
  area: 'inventory',
  namespace: 'inventory',
  build: __BUILD_ID__,
  translations: texts,
  screens: [
    {
      path: screenPaths.inventory,
      titleKey: 'inventory.title',
      roles: screenRoles.inventory,
      ...InventoryScreen,
    },
  ],
  menu: [
    {
      id: 'inventory',
      path: screenPaths.inventory,
      labelKey: 'inventory.title',
      descriptionKey: 'inventory.description',
      order: 10,
      roles: screenRoles.inventory,
    },
  ],
});
