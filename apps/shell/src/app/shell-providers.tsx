import { Notifications } from '@mantine/notifications';
import { Provider as StoreProvider, type createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { PortalTheme } from './portal-theme';

/**
 * What every page of the shell renders inside: store, i18n, theme and the snackbar. Style sheets
 * are the page's to import: the portal takes all of Mantine's, the sign-in page its own few.
 */
export function ShellProviders(props: {
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={props.store}>
      <I18nextProvider i18n={props.i18n}>
        <PortalTheme>
          <Notifications position="top-center" />
          {props.children}
        </PortalTheme>
      </I18nextProvider>
    </StoreProvider>
  );
}
