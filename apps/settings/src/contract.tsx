import { screenPaths, screenRoles } from '@portal/contracts';
import { defineRemote, lazyScreen } from '@portal/shell-contract';
import { texts } from './i18n/texts';

const ConfigScreen = lazyScreen(() => import('./screens/config-screen'));
const SettingsScreen = lazyScreen(() => import('./screens/settings-screen'));

/** What the settings remote gives the shell: its screens, menu entries (spec §2 order) and texts. */
export default defineRemote({
  area: 'settings',
  namespace: 'settings',
  build: __BUILD_ID__,
  translations: texts,
  screens: [
    {
      path: screenPaths.config,
      titleKey: 'config.title',
      roles: screenRoles.config,
      ...ConfigScreen,
    },
    {
      path: screenPaths.settings,
      titleKey: 'settings.title',
      roles: screenRoles.settings,
      ...SettingsScreen,
    },
  ],
  menu: [
    {
      id: 'config',
      path: screenPaths.config,
      labelKey: 'config.title',
      descriptionKey: 'config.description',
      order: 2,
      roles: screenRoles.config,
    },
    {
      id: 'settings',
      path: screenPaths.settings,
      labelKey: 'settings.title',
      descriptionKey: 'settings.description',
      order: 19,
      roles: screenRoles.settings,
    },
  ],
});
