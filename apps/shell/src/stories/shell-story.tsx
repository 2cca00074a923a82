import { loadedPortal as portalLoaded, type PortalLoaded } from '@portal/stories';
import { useMemo } from 'react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { createStore } from 'jotai';
import { remotesManifest, type Captcha, type Language } from '@portal/contracts';
import type { FeatureTexts, RemoteContract } from '@portal/shell-contract';
import { PortalRoutes } from '../app/portal-routes';
import { shellTexts } from '../i18n/texts';
import { federationLoader } from '../remotes/federation-loader';
import type { RemoteLoader } from '../remotes/remote-areas';
import { RemoteAreasAfterSignIn, RemoteLoaderProvider } from '../remotes/remote-loader-context';

/**
 * What the shell's stories share (docs/storybook.md): the shell's routes as the portal mounts
 * them, the shell's texts, the captcha the server draws, and the remotes' manifest.
 *
 * Remotes reach the shell only through Module Federation at run time, and no remote is served
 * beside the Storybook. The manifest is answered as the server answers it; each remote's
 * contract is then either the remote's own `src/contract.tsx`, which the preview registers
 * (`served`: the real menu and screens), never arrives (`loading`), or fails as an unreachable
 * remote does (`unreachable`).
 */

type Store = ReturnType<typeof createStore>;

/** The shell's own texts (namespace `shell`), as start-shell adds them. */
export const shellStoryTexts: readonly FeatureTexts[] = [
  { namespace: 'shell', translations: shellTexts },
];

/** How the remotes behave in a story. */
export type RemotesOutcome = 'served' | 'unreachable' | 'loading';

/** The message the federation loader gives a remote whose server does not answer. */
const unreachable = (area: string) => Promise.reject(new Error(`remote ${area} timed out`));

/**
 * The remotes as a story sees them: the real manifest call, then each area's contract from
 * `contracts` (`served`), or contracts that never come or fail.
 */
export function storyRemoteLoader(
  outcome: RemotesOutcome,
  contracts: readonly RemoteContract[] = [],
): RemoteLoader {
  return {
    fetchManifest: () => federationLoader.fetchManifest(),
    loadContract: (entry) => {
      if (outcome === 'loading') return new Promise(() => undefined);
      const contract =
        outcome === 'served'
          ? contracts.find((candidate) => candidate.area === entry.area)
          : undefined;
      return contract === undefined ? unreachable(entry.area) : Promise.resolve(contract);
    },
  };
}

/**
 * The shell's routes, as the portal renders them inside its providers and router. `contracts`
 * are the remotes a `served` story loads (the stories pass `storyRemotes()` of @portal/stories).
 */
export function ShellPortal({
  remotes,
  contracts = [],
}: {
  remotes: RemotesOutcome;
  contracts?: readonly RemoteContract[];
}) {
  const loader = useMemo(() => storyRemoteLoader(remotes, contracts), [remotes, contracts]);
  return (
    <RemoteLoaderProvider loader={loader}>
      <RemoteAreasAfterSignIn />
      <PortalRoutes loader={loader} />
    </RemoteLoaderProvider>
  );
}

/** `/remotes.json` as the server writes it: every remote at its usual place. */
export const remotesAnswer: HttpHandler = http.get('/remotes.json', () =>
  HttpResponse.json(remotesManifest((area) => `/remotes/${area}/mf-manifest.json`)),
);

/**
 * `/remotes.json` is not served: the web server answers its start page instead (a fallback
 * route), so the manifest is not JSON.
 */
export const remotesUnavailable: HttpHandler = http.get('/remotes.json', () =>
  HttpResponse.html('<!doctype html><html lang="zh-CN"><body><div id="root"></div></body></html>'),
);

/** A captcha image drawn by the server's own renderer (apps/api/src/auth/captcha-image.ts). */
const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img" aria-label="captcha"><path d="M 0 0 H 120 V 40 H 0 Z" fill="rgb(238,251,242)"/><path d="M 13.8 8.2 Q 42.2 -2.2 55.4 33.9 T 107.1 23.7" fill="none" stroke="rgb(159,180,189)" stroke-width="0.9"/><path d="M 16.2 30.8 Q 56.7 44.7 70.3 27.3 T 108.3 6.3" fill="none" stroke="rgb(166,155,150)" stroke-width="1.3"/><circle cx="76.4" cy="36.9" r="0.5" fill="rgb(208,154,213)"/><circle cx="67.8" cy="27.2" r="0.7" fill="rgb(157,156,182)"/><circle cx="6.3" cy="30.8" r="1.1" fill="rgb(194,177,142)"/><circle cx="13.2" cy="36.8" r="0.6" fill="rgb(192,207,143)"/><circle cx="106" cy="34.5" r="1.4" fill="rgb(212,197,171)"/><circle cx="29.8" cy="29.1" r="1.3" fill="rgb(170,158,170)"/><circle cx="106.4" cy="22.4" r="0.8" fill="rgb(187,195,165)"/><circle cx="87" cy="16.9" r="0.7" fill="rgb(163,214,215)"/><circle cx="75.9" cy="34.9" r="1.3" fill="rgb(155,188,150)"/><circle cx="59.7" cy="22.3" r="1.2" fill="rgb(211,176,154)"/><circle cx="53.6" cy="6.6" r="1.1" fill="rgb(179,182,178)"/><circle cx="90.9" cy="14.5" r="1.2" fill="rgb(142,162,181)"/><circle cx="24.3" cy="28.9" r="0.8" fill="rgb(158,189,172)"/><circle cx="9" cy="30.9" r="1.2" fill="rgb(209,208,191)"/><circle cx="115.1" cy="1" r="1.2" fill="rgb(185,194,207)"/><circle cx="4.4" cy="5.4" r="0.6" fill="rgb(148,146,141)"/><circle cx="72.6" cy="37.8" r="0.7" fill="rgb(150,155,191)"/><circle cx="29.2" cy="18.3" r="1.4" fill="rgb(172,191,198)"/><circle cx="47.6" cy="16.7" r="0.6" fill="rgb(157,201,213)"/><circle cx="18.3" cy="37" r="1" fill="rgb(149,156,185)"/><circle cx="20.5" cy="3.1" r="0.7" fill="rgb(188,182,176)"/><circle cx="119.3" cy="3" r="0.9" fill="rgb(164,140,140)"/><g fill="none" stroke="rgb(82,81,20)" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M 13.4 10.2 L 28.1 10.4 L 28.2 14.2 L 18.2 32.3"/></g><g fill="none" stroke="rgb(71,48,46)" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M 90.3 31.6 L 88.6 8.6 L 100.2 7.7 L 104.2 11.1 L 104.4 15.2 L 101.3 19.1 L 89.4 20"/></g><g fill="none" stroke="rgb(31,54,42)" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M 63.9 13.7 L 67.5 10.3 L 75.8 10.4 L 79.4 15 L 79.1 18.5 L 62.8 34.5 L 79.5 34.8"/></g><g fill="none" stroke="rgb(29,43,56)" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"><path d="M 42.8 5.9 L 38.2 30.3 M 59.3 9.7 L 39.9 22.5 M 46.9 17.2 L 54.2 33.5"/></g><path d="M 0.3 26.8 Q 44.7 32 58.3 30.7 T 107.4 16.5" fill="none" stroke="rgb(208,158,182)" stroke-width="0.8"/></svg>';

/** The captcha the server sends: an SVG image as a data URL, answer 7K2P. */
export const storyCaptcha: Captcha = {
  captchaId: 'c3f1a2b4-5d6e-4f70-8a91-b2c3d4e5f607',
  image: `data:image/svg+xml;base64,${btoa(captchaSvg)}`,
  expiresInSeconds: 300,
};

/** The story's store and i18n, from the context a `beforeEach` or `play` function receives. */
export const loadedPortal = (context: { loaded: Record<string, unknown> }): PortalLoaded =>
  portalLoaded(context.loaded);

/** The story's language, as the toolbar chose it. */
export function storyLanguage(context: { loaded: Record<string, unknown> }): Language {
  return loadedPortal(context).i18n.language === 'en-us' ? 'en-us' : 'zh-cn';
}

/**
 * A `beforeEach` that puts the story's state into its store before it renders (a notice, a
 * user, the layout's remembered choices). Values kept in local storage are removed afterwards,
 * so the next story starts from the defaults.
 */
export function withStore(
  setUp: (store: Store) => void,
  storedKeys: readonly string[] = [],
): (context: { loaded: Record<string, unknown> }) => () => void {
  return (context) => {
    setUp(loadedPortal(context).store);
    return () => {
      for (const key of storedKeys) localStorage.removeItem(key);
    };
  };
}

/** A form field's label as testing-library reads it: the text, then the required mark. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
