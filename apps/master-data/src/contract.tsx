import { screenPaths, screenRoles } from '@portal/contracts';
import { defineRemote, lazyScreen } from '@portal/shell-contract';
import { texts } from './i18n/texts';

const ProductScreen = lazyScreen(() => import('./screens/product-screen'));
const LocationScreen = lazyScreen(() => import('./screens/location-screen'));
const PackageScreen = lazyScreen(() => import('./screens/package-screen'));
const OptionScreen = lazyScreen(() => import('./screens/option-screen'));
const StoreScreen = lazyScreen(() => import('./screens/store-screen'));

/** What the master-data remote gives the shell: its screens, menu entries (spec §2 order) and texts. */
export default defineRemote({
  area: 'master-data',
  namespace: 'master-data',
  build: __BUILD_ID__,
  translations: texts,
  screens: [
    {
      path: screenPaths.product,
      titleKey: 'product.title',
      roles: screenRoles.product,
      ...ProductScreen,
    },
    {
      path: screenPaths.location,
      titleKey: 'location.title',
      roles: screenRoles.location,
      ...LocationScreen,
    },
    {
      path: screenPaths.package,
      titleKey: 'package.title',
      roles: screenRoles.package,
      ...PackageScreen,
    },
    {
      path: screenPaths.option,
      titleKey: 'option.title',
      roles: screenRoles.option,
      ...OptionScreen,
    },
    { path: screenPaths.store, titleKey: 'store.title', roles: screenRoles.store, ...StoreScreen },
  ],
  menu: [
    {
      id: 'product',
      path: screenPaths.product,
      labelKey: 'product.title',
      descriptionKey: 'product.description',
      order: 11,
      roles: screenRoles.product,
    },
    {
      id: 'location',
      path: screenPaths.location,
      labelKey: 'location.title',
      descriptionKey: 'location.description',
      order: 12,
      roles: screenRoles.location,
    },
    {
      id: 'package',
      path: screenPaths.package,
      labelKey: 'package.title',
      descriptionKey: 'package.description',
      order: 13,
      roles: screenRoles.package,
    },
    {
      id: 'option',
      path: screenPaths.option,
      labelKey: 'option.title',
      descriptionKey: 'option.description',
      order: 14,
      roles: screenRoles.option,
    },
    {
      id: 'store',
      path: screenPaths.store,
      labelKey: 'store.title',
      descriptionKey: 'store.description',
      order: 15,
      roles: screenRoles.store,
    },
  ],
});
