import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { Provider as StoreProvider, type createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import type { RemoteLoader } from '../remotes/remote-areas';
import { RemoteLoaderProvider } from '../remotes/remote-loader-context';
import { PortalDates } from './portal-dates';
import { PortalTheme } from './portal-theme';
import { PortalRoutes } from './portal-routes';

/**
 * The only place that provides router, theme, dates (calendar language, date format), store and
 * i18n; remotes render inside it.
 */
export function PortalApp(props: {
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  loader: RemoteLoader;
}) {
  return (
    <StoreProvider store={props.store}>
      <I18nextProvider i18n={props.i18n}>
        <PortalTheme>
          <PortalDates>
            <Notifications position="top-center" />
            <RemoteLoaderProvider loader={props.loader}>
              <BrowserRouter>
                <PortalRoutes loader={props.loader} />
              </BrowserRouter>
            </RemoteLoaderProvider>
          </PortalDates>
        </PortalTheme>
      </I18nextProvider>
    </StoreProvider>
  );
}
