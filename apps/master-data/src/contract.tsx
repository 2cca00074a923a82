import { screenPaths } from '@portal/contracts';
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
      roles: ['PRODUCT'],
      ...ProductScreen,
    },
    {
      path: screenPaths.location,
      titleKey: 'location.title',
      roles: ['LOCATION'],
      ...LocationScreen,
    },
    {
      path: screenPaths.package,
      titleKey: 'package.title',
      roles: ['PACKAGE'],
      ...PackageScreen,
    },
    {
      path: screenPaths.option,
      titleKey: 'option.title',
      roles: ['OPTION'],
      ...OptionScreen,
    },
    { path: screenPaths.store, titleKey: 'store.title', roles: ['STORE'], ...StoreScreen },
  ],
  menu: [
    {
      id: 'product',
      path: screenPaths.product,
      labelKey: 'product.title',
      descriptionKey: 'product.description',
      order: 11,
      roles: ['PRODUCT'],
    },
    {
      id: 'location',
      path: screenPaths.location,
      labelKey: 'location.title',
      descriptionKey: 'location.description',
      order: 12,
      roles: ['LOCATION'],
    },
    {
      id: 'package',
      path: screenPaths.package,
      labelKey: 'package.title',
      descriptionKey: 'package.description',
      order: 13,
      roles: ['PACKAGE'],
    },
    {
      id: 'option',
      path: screenPaths.option,
      labelKey: 'option.title',
      descriptionKey: 'option.description',
      order: 14,
      roles: ['OPTION'],
    },
    {
      id: 'store',
      path: screenPaths.store,
      labelKey: 'store.title',
      descriptionKey: 'store.description',
      order: 15,
      roles: ['STORE'],
    },
  ],
});
