import { useMemo, type ReactNode } from 'react';
import { Box, MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import i18next, { type i18n as I18n } from 'i18next';
import { Provider as StoreProvider, createStore } from 'jotai';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApiClient } from '@portal/api-client';
import {
  currentUserAtom,
  systemSettingsAtom,
  tokenAtom,
  useDateFormat,
  type SessionUser,
  type SystemSettingValues,
} from '@portal/auth';
import {
  roles as allRoles,
  systemSettingDefaults,
  userSchema,
  type Language,
  type Role,
} from '@portal/contracts';
import { addTranslations, currentLanguage, initI18n, useDateFieldLabels } from '@portal/i18n';
import type { FeatureTexts } from '@portal/shell-contract';
import {
  PortalDatesProvider,
  PortalStyles,
  configureSnackbar,
  portalCssVariables,
  portalThemeWith,
  showSnackbar,
} from '@portal/ui';
import { startStoryRender } from './mock-api';

/**
 * What a story of a screen runs inside: the providers the shell gives every screen (store, i18n,
 * theme, dates, snackbar), a signed-in user, the API client the screens call (answered by MSW),
 * and a router opened at the story's URL. docs/storybook.md explains how a story uses it.
 */

/** The `portal` parameter of a story: where the screen is opened and who is signed in. */
export interface PortalParameters {
  /** The namespaces the screen's texts live in: `contractTexts(contract)` of its remote. */
  readonly texts?: readonly FeatureTexts[];
  /** The URL the story opens, e.g. `/space/order?status=RECEIVED` or `/space/order/1001`. */
  readonly path?: string;
  /** The route the screen is mounted at, as the shell mounts it (`/space/order/*`). */
  readonly route?: string;
  /** The signed-in user's roles (every role by default). */
  readonly roles?: readonly Role[];
  /** The system settings the screens follow (date-time format, refresh interval…). */
  readonly settings?: Partial<SystemSettingValues>;
  /** No user is signed in (the sign-in and initialisation pages). */
  readonly signedOut?: boolean;
  /** Renders the story without the content frame (whole pages such as the layout). */
  readonly fullPage?: boolean;
}

/** What the loader prepares for one render of a story. */
export interface PortalLoaded {
  readonly i18n: I18n;
  readonly store: ReturnType<typeof createStore>;
}

/** The user a story signs in: an administrator holding `roles`. */
export function storyUser(roles: readonly Role[] = allRoles): SessionUser {
  return userSchema.parse({
    id: 1,
    account: 'li.wei',
    nickname: '李伟 Li Wei',
    email: 'li.wei@example.com',
    phone: '+86 21 5555 0101',
    status: 'activated',
    roles,
    mustChangePassword: false,
    lockedUntil: null,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-11-02T09:30:00.000Z',
  });
}

/** The token the story's user holds; MSW's handlers do not check it. */
export const storyToken = 'story-session-token';

/**
 * Prepares i18n, the store and the API client for one render: the language of the toolbar, the
 * texts of the screen's remote, and the signed-in user of the story's parameters.
 */
export async function preparePortal(
  language: Language,
  parameters: PortalParameters,
  extraTexts: readonly FeatureTexts[] = [],
): Promise<PortalLoaded> {
  // Every story starts as a new browser would: nothing kept from the story shown before it
  // (the token, saved field settings, menu groups), so a picture never depends on the order.
  localStorage.clear();
  sessionStorage.clear();
  // Mantine keeps snackbar messages in a module store: the last story's must not show here.
  notifications.clean();
  notifications.cleanQueue();
  startStoryRender();
  const i18n = i18next.createInstance();
  await initI18n(language, i18n);
  for (const { namespace, translations } of [...extraTexts, ...(parameters.texts ?? [])]) {
    addTranslations(namespace, translations, i18n);
  }
  const store = createStore();
  store.set(tokenAtom, parameters.signedOut ? null : storyToken);
  store.set(currentUserAtom, parameters.signedOut ? null : storyUser(parameters.roles));
  store.set(systemSettingsAtom, {
    ...systemSettingDefaults,
    ...parameters.settings,
  });
  configureSnackbar({ translate: (key) => i18n.t(key) });
  configureApiClient({
    baseUrl: window.location.origin,
    getToken: () => store.get(tokenAtom),
    getLanguage: () => currentLanguage(i18n),
    onFailure: (error) => showSnackbar(error.message),
  });
  return { i18n, store };
}

function Dates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const valueFormat = useDateFormat();
  const labels = useDateFieldLabels();
  return (
    <PortalDatesProvider language={currentLanguage(i18n)} valueFormat={valueFormat} labels={labels}>
      {children}
    </PortalDatesProvider>
  );
}

function Theme({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  // Transitions follow the browser's reduced-motion setting, which the checks turn on: a picture
  // never catches a dialog half-open.
  const theme = useMemo(
    () => ({ ...portalThemeWith({ close: t('button.close') }), respectReducedMotion: true }),
    [t],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={portalCssVariables}>
      <PortalStyles />
      {children}
    </MantineProvider>
  );
}

/** The shell's providers around `children`, without a router (the kit's stories). */
export function PortalProviders({
  loaded,
  children,
}: {
  loaded: PortalLoaded;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={loaded.store}>
      <I18nextProvider i18n={loaded.i18n}>
        <Theme>
          <Dates>
            <Notifications position="top-center" />
            {children}
          </Dates>
        </Theme>
      </I18nextProvider>
    </StoreProvider>
  );
}

/** The route a path's screen is mounted at: `/space/order/1001` → `/space/order/*`. */
export function screenRouteOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const [first = '', second] = pathname.split('/').filter(Boolean);
  return first === 'space' && second ? `/space/${second}/*` : `/${first}/*`;
}

/** A screen as the shell shows it: the providers, the router at the story's URL, the content frame. */
export function PortalFrame({
  loaded,
  parameters,
  children,
}: {
  loaded: PortalLoaded;
  parameters: PortalParameters;
  children: ReactNode;
}) {
  const path = parameters.path ?? '/space';
  const route = parameters.route ?? screenRouteOf(path);
  const content = parameters.fullPage ? (
    children
  ) : (
    // The layout's main area: the same padding and background as in the portal.
    <Box component="main" p="md" mih="100vh" bg="var(--mantine-color-body)">
      {children}
    </Box>
  );
  return (
    <PortalProviders loaded={loaded}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={content} />
          <Route path="*" element={content} />
        </Routes>
      </MemoryRouter>
    </PortalProviders>
  );
}

/** What the preview's loader prepared for a story (`context.loaded`), for its play function. */
export function loadedPortal(loaded: Readonly<Record<string, unknown>>): PortalLoaded {
  const portal = loaded['portal'];
  if (typeof portal === 'object' && portal !== null && 'i18n' in portal && 'store' in portal) {
    return portal as PortalLoaded;
  }
  throw new Error("The story has no portal: the preview's loader did not run.");
}
