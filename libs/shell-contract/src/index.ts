import { createElement, lazy, type ComponentType } from 'react';
import {
  languages,
  remoteScreenPaths,
  screenOfPath,
  screenRoles,
  type Language,
  type RemoteArea,
  type Role,
  type ScreenPath,
} from '@portal/contracts';

declare global {
  /** Which build this is: BUILD_ID at build time (tools/rspack/portal-app.ts), `test` in tests. */
  const __BUILD_ID__: string;
}

/** Texts a remote brings for its own i18n namespace, in every language the portal speaks. */
export type RemoteTranslations = Record<Language, Record<string, string>>;

/**
 * Texts a shared feature lib (libs/order-view…) brings under its own i18n namespace. A remote
 * that shows the lib's parts lists them in its contract, and they join i18n with its own.
 */
export interface FeatureTexts {
  readonly namespace: string;
  readonly translations: RemoteTranslations;
}

/**
 * A page below a screen's path with a heading of its own (`/space/delivery/file`): the browser
 * tab shows the same text as the heading, from the one key.
 */
export interface RemotePage {
  /** The path below the screen's, without a leading slash (`file`, `messages`). */
  path: string;
  /** i18n key, in the remote's namespace, of the page's title (browser tab and heading). */
  titleKey: string;
}

/** A screen a remote serves; the shell mounts it at `path` (and below) inside its layout. */
export interface RemoteScreen {
  path: ScreenPath;
  /** i18n key, in the remote's namespace, of the screen's title (page title and heading). */
  titleKey: string;
  /** Pages below `path` whose heading is not the screen's title. */
  pages?: readonly RemotePage[];
  /** Roles that may open the screen: `screenRoles` of libs/contracts, which the shell enforces. */
  roles: readonly Role[];
  /** Usually from `lazyScreen(...)`, so a screen's code loads only when it is opened. */
  Component: ComponentType;
  /**
   * Loads the screen's code ahead of its first render. The shell calls it for the screen the
   * user is opening before it shows the area, so the screen appears without suspending (React
   * reveals a suspended screen only at 300 ms steps).
   */
  preload?: () => Promise<void>;
}

/**
 * The title key of what `pathname` shows of `screen`: the page's at or below its own path
 * (`/space/delivery/file`, `/space/delivery/messages/12`), else the screen's.
 */
export function screenTitleKey(
  screen: Pick<RemoteScreen, 'path' | 'titleKey' | 'pages'>,
  pathname: string,
): string {
  const page = screen.pages?.find(({ path }) => {
    const full = `${screen.path}/${path}`;
    return pathname === full || pathname.startsWith(`${full}/`);
  });
  return page?.titleKey ?? screen.titleKey;
}

/** A screen whose code is a separate chunk, loaded on first render or by `preload`. */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RemoteScreen, 'Component' | 'preload'> {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  function Screen() {
    return createElement(loaded ?? Lazy);
  }
  return {
    Component: Screen,
    preload: async () => {
      loaded = (await load()).default;
    },
  };
}

/** A sidebar entry: label and description keys are in the remote's namespace. */
export interface RemoteMenuEntry {
  id: string;
  /** One of the remote's screen paths, or a path below one (e.g. `/space/delivery/file`). */
  path: string;
  labelKey: string;
  descriptionKey: string;
  /** Position among all menu entries, the spec's menu order (§2). */
  order: number;
  /** `screenRoles` of the screen the path belongs to. */
  roles: readonly Role[];
}

/**
 * The one thing a remote exposes (`./contract`): its screens, its menu entries and its texts.
 * The shell owns router, providers, store and i18n; a remote only describes itself.
 */
export interface RemoteContract {
  area: RemoteArea;
  /** i18n namespace holding this remote's texts. */
  namespace: string;
  /** Which build this is (BUILD_ID at build time), shown on the remote's root element. */
  build: string;
  translations: RemoteTranslations;
  /** The texts of the shared feature libs whose parts the remote shows (an order view…). */
  features?: readonly FeatureTexts[];
  screens: readonly RemoteScreen[];
  menu: readonly RemoteMenuEntry[];
}

/** Every namespace a contract brings to i18n: the remote's own, then its feature libs'. */
export function contractTexts(contract: RemoteContract): FeatureTexts[] {
  const own = { namespace: contract.namespace, translations: contract.translations };
  return [own, ...(contract.features ?? [])];
}

/** Identity helper that keeps a remote's contract literal and checked against the type. */
export function defineRemote(contract: RemoteContract): RemoteContract {
  return contract;
}

/** Where a remote's contract module sits in its container. */
export const contractModule = './contract';

/**
 * What is wrong with a contract, in words; empty when it is sound. The shell refuses a remote
 * whose contract has problems, and each remote's tests run it on its own contract.
 */
export function contractProblems(contract: RemoteContract): string[] {
  const problems: string[] = [];
  const expected = remoteScreenPaths(contract.area);
  const served = contract.screens.map((screen) => screen.path);
  for (const path of expected) {
    if (!served.includes(path)) problems.push(`screen ${path} of area ${contract.area} is missing`);
  }
  for (const path of served) {
    if (!(expected as string[]).includes(path))
      problems.push(`screen ${path} belongs to another area`);
  }
  const [first, ...others] = languages;
  for (const { namespace, translations } of contractTexts(contract)) {
    // A feature lib's keys are named with their namespace; the remote's own bare.
    const named = (key: string) => (namespace === contract.namespace ? key : `${namespace}:${key}`);
    const reference = first ? Object.keys(translations[first]).sort() : [];
    for (const language of others) {
      const keys = Object.keys(translations[language]).sort();
      for (const key of reference)
        if (!keys.includes(key)) problems.push(`${language} lacks ${named(key)}`);
      for (const key of keys)
        if (!reference.includes(key)) problems.push(`${first} lacks ${named(key)}`);
    }
  }
  const usedKeys = [
    ...contract.screens.flatMap((screen) => [
      screen.titleKey,
      ...(screen.pages ?? []).map((page) => page.titleKey),
    ]),
    ...contract.menu.flatMap((entry) => [entry.labelKey, entry.descriptionKey]),
  ];
  for (const key of usedKeys) {
    for (const language of languages) {
      if (!contract.translations[language][key]?.trim())
        problems.push(`${language} has no text for ${key}`);
    }
  }
  for (const entry of contract.menu) {
    const screen = contract.screens.find(
      ({ path }) => entry.path === path || entry.path.startsWith(`${path}/`),
    );
    if (screen === undefined) {
      problems.push(`menu entry ${entry.id} points outside the area: ${entry.path}`);
    } else if (
      entry.path !== screen.path &&
      !(screen.pages ?? []).some((page) => entry.path === `${screen.path}/${page.path}`)
    ) {
      // A page the menu opens has a heading of its own: the browser tab must show it too.
      problems.push(`menu entry ${entry.id} opens ${entry.path}, which is no page of its screen`);
    }
  }
  // The shell guards paths and builds the menu from the role table: a contract saying otherwise
  // would promise a screen the guard then refuses, or hide one the user may open.
  const roleEntries = [
    ...contract.screens.map((screen) => ({ what: `screen ${screen.path}`, ...screen })),
    ...contract.menu.map((entry) => ({ what: `menu entry ${entry.id}`, ...entry })),
  ];
  for (const { what, path, roles } of roleEntries) {
    const screen = screenOfPath(path);
    if (screen === undefined) continue;
    const table = screenRoles[screen];
    const same = roles.length === table.length && table.every((role) => roles.includes(role));
    if (!same)
      problems.push(`${what} allows [${roles.join(', ')}], the role table [${table.join(', ')}]`);
  }
  const ids = contract.menu.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) problems.push('menu entry ids repeat');
  return problems;
}
