import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApiClient } from '@portal/api-client';
import { languages } from '@portal/contracts';
import { addTranslations, common, initI18n, uncountedTexts, unpairedPlurals } from '@portal/i18n';
import {
  contractProblems,
  contractTexts,
  screenTitleKey,
  type RemoteContract,
} from '@portal/shell-contract';
import { portalTheme } from '@portal/ui';
import { countTextKeys, missingTextKeys } from './text-keys';

/**
 * The tests every remote runs on its own contract: it is sound (screens match the area the
 * manifest gives it, its texts and its feature libs' exist in both languages), every literal
 * text key its code under `sourceDir` uses exists in both languages, and every screen renders
 * its title in each language inside the providers the shell gives it.
 */
export function describeRemoteContract(contract: RemoteContract, sourceDir: string): void {
  describe(`${contract.area} remote contract`, () => {
    for (const language of languages) {
      it(`has every text its code asks for in ${language}`, () => {
        expect(countTextKeys(sourceDir)).toBeGreaterThan(0);
        const namespaces = Object.fromEntries([
          ['common', common],
          ...contractTexts(contract).map(({ namespace, translations }) => [
            namespace,
            translations,
          ]),
        ]);
        expect(missingTextKeys(sourceDir, namespaces, language)).toEqual([]);
      });
    }

    // Screens that read data on mount get a client whose calls find no server: they show
    // their own failure state, and the title must render regardless.
    beforeAll(() => {
      configureApiClient({
        baseUrl: 'http://127.0.0.1:9',
        getToken: () => null,
        getLanguage: () => 'zh-cn',
      });
    });

    it('has no problems', () => {
      expect(contractProblems(contract)).toEqual([]);
    });

    it('counts in English plural forms ("1 item", "2 items")', () => {
      const namespaces = Object.fromEntries(
        contractTexts(contract).map(({ namespace, translations }) => [namespace, translations]),
      );
      expect(uncountedTexts(namespaces)).toEqual([]);
      expect(unpairedPlurals(namespaces)).toEqual([]);
    });

    // Every screen, and every page below one, shows as its heading the text the shell puts in
    // the browser tab (screenTitleKey): heading and tab never differ.
    for (const language of ['zh-cn', 'en-us'] as const) {
      for (const remoteScreen of contract.screens) {
        const paths = [
          remoteScreen.path,
          ...(remoteScreen.pages ?? []).map((page) => `${remoteScreen.path}/${page.path}`),
        ];
        for (const path of paths) {
          it(`renders ${path} in ${language} under the title of its browser tab`, async () => {
            const i18n = i18next.createInstance();
            await initI18n(language, i18n);
            for (const { namespace, translations } of contractTexts(contract))
              addTranslations(namespace, translations, i18n);
            const Screen = remoteScreen.Component;
            render(
              <I18nextProvider i18n={i18n}>
                <MantineProvider theme={portalTheme}>
                  <MemoryRouter initialEntries={[path]}>
                    {/* Mounted as the shell mounts it: at its path and everything below. */}
                    <Routes>
                      <Route
                        path={`${remoteScreen.path}/*`}
                        element={
                          <Suspense fallback={null}>
                            <Screen />
                          </Suspense>
                        }
                      />
                    </Routes>
                  </MemoryRouter>
                </MantineProvider>
              </I18nextProvider>,
            );
            const title = contract.translations[language][screenTitleKey(remoteScreen, path)];
            // A lazily loaded screen on a busy CI machine may take longer than findBy's default 1 s.
            expect(
              await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 }),
            ).toBeTruthy();
          });
        }
      }
    }
  });
}
