import { lazy } from 'react';
import { screenPaths } from '@portal/contracts';
import { defineRemote } from '@portal/shell-contract';
import { texts } from './i18n/texts';

const ProductScreen = lazy(() => import('./screens/product-screen'));
const LocationScreen = lazy(() => import('./screens/location-screen'));
const PackageScreen = lazy(() => import('./screens/package-screen'));
const OptionScreen = lazy(() => import('./screens/option-screen'));
const StoreScreen = lazy(() => import('./screens/store-screen'));

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
      Component: ProductScreen,
    },
    {
      path: screenPaths.location,
      titleKey: 'location.title',
      roles: ['LOCATION'],
      Component: LocationScreen,
    },
    {
      path: screenPaths.package,
      titleKey: 'package.title',
      roles: ['PACKAGE'],
      Component: PackageScreen,
    },
    {
      path: screenPaths.option,
      titleKey: 'option.title',
      roles: ['OPTION'],
      Component: OptionScreen,
    },
    { path: screenPaths.store, titleKey: 'store.title', roles: ['STORE'], Component: StoreScreen },
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
