import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import i18next, { type i18n as I18n } from 'i18next';
import { Provider as StoreProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@portal/contracts';
import { addTranslations, initI18n } from '@portal/i18n';
import type { FeatureTexts } from '@portal/shell-contract';
import { configureSnackbar, portalTheme } from '@portal/ui';

export interface PortalRender extends RenderResult {
  store: ReturnType<typeof createStore>;
  i18n: I18n;
}

export interface RenderInPortalOptions {
  /** The remote's i18n namespace and texts (both languages). */
  readonly namespace: string;
  readonly texts: Parameters<typeof addTranslations>[1];
  /** The texts of the feature libs the part shows (as the remote's contract lists them). */
  readonly features?: readonly FeatureTexts[];
  readonly language?: Language;
  readonly store?: ReturnType<typeof createStore>;
}

/** Renders a part of a remote inside the providers the shell gives it, in one language. */
export async function renderInPortal(
  ui: ReactElement,
  options: RenderInPortalOptions,
): Promise<PortalRender> {
  const i18n = i18next.createInstance();
  await initI18n(options.language ?? 'zh-cn', i18n);
  addTranslations(options.namespace, options.texts, i18n);
  for (const { namespace, translations } of options.features ?? [])
    addTranslations(namespace, translations, i18n);
  configureSnackbar({ translate: (key) => i18n.t(key) });
  const store = options.store ?? createStore();
  const result = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={portalTheme}>
          <Notifications />
          <MemoryRouter>{ui}</MemoryRouter>
        </MantineProvider>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { ...result, store, i18n };
}
