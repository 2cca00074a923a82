import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import type { createStore } from 'jotai';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import type { RemoteLoader } from '../remotes/remote-areas';
import { RemoteAreasAfterSignIn, RemoteLoaderProvider } from '../remotes/remote-loader-context';
import { PortalDates } from './portal-dates';
import { PortalRoutes } from './portal-routes';
import { ShellProviders } from './shell-providers';

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
    <ShellProviders store={props.store} i18n={props.i18n}>
      <PortalDates>
        <RemoteLoaderProvider loader={props.loader}>
          <RemoteAreasAfterSignIn />
          <BrowserRouter>
            <PortalRoutes loader={props.loader} />
          </BrowserRouter>
        </RemoteLoaderProvider>
      </PortalDates>
    </ShellProviders>
  );
}
