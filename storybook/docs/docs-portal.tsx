import { Suspense, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { DocsContext } from '@storybook/addon-docs/blocks';
import { defaultLanguage, type Language } from '@portal/contracts';
import { isLanguage } from '@portal/i18n';
import { PortalProviders, preparePortal, type PortalLoaded } from '@portal/stories';

/**
 * The design-system pages' frame: the providers the shell gives every screen (the portal theme
 * with its CSS variables and styles, i18n with the product's texts), in the language of the
 * toolbar's `locale` global, so a page's live examples read as the portal does.
 */

/** The toolbar's `locale` global (libs/ui/.storybook/locale.ts), or the portal's default. */
function storyLocale(globals: Readonly<Record<string, unknown>>): Language {
  const value = globals['locale'];
  return typeof value === 'string' && isLanguage(value) ? value : defaultLanguage;
}

/** Storybook's `globalsUpdated` event: the toolbar changed a global. */
const globalsUpdated = 'globalsUpdated';

function recordOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value))
    : undefined;
}

/**
 * The globals the docs page opened with. A docs page has no story context; its DocsContext
 * holds the store, whose user globals are the toolbar's (the URL's `globals=` included).
 */
function openingGlobals(context: object): Readonly<Record<string, unknown>> {
  const store: unknown = Reflect.get(context, 'store');
  if (typeof store !== 'object' || store === null) return {};
  const userGlobals: unknown = Reflect.get(store, 'userGlobals');
  if (typeof userGlobals !== 'object' || userGlobals === null) return {};
  const get: unknown = Reflect.get(userGlobals, 'get');
  return typeof get === 'function' ? (recordOf(Reflect.apply(get, userGlobals, [])) ?? {}) : {};
}

/** The toolbar's language on a docs page, following it when it changes. */
export function useDocsLocale(): Language {
  const context = useContext(DocsContext);
  const [locale, setLocale] = useState<Language>(() => storyLocale(openingGlobals(context)));
  useEffect(() => {
    const follow = (update: unknown) => {
      const globals = recordOf(recordOf(update)?.['globals']);
      if (globals) setLocale(storyLocale(globals));
    };
    context.channel.on(globalsUpdated, follow);
    return () => context.channel.off(globalsUpdated, follow);
  }, [context]);
  return locale;
}

const prepared = new Map<Language, Promise<PortalLoaded>>();

/** One portal per language for every block of the docs pages. */
function portalIn(locale: Language): Promise<PortalLoaded> {
  const known = prepared.get(locale);
  if (known) return known;
  const made = preparePortal(locale, {});
  prepared.set(locale, made);
  return made;
}

function Providers({ locale, children }: { locale: Language; children: ReactNode }) {
  const loaded = use(portalIn(locale));
  return <PortalProviders loaded={loaded}>{children}</PortalProviders>;
}

/** Renders `children(locale)` inside the portal's providers in the toolbar's language. */
export function DocsPortal({ children }: { children: (locale: Language) => ReactNode }) {
  const locale = useDocsLocale();
  return (
    <Suspense fallback={null}>
      <Providers locale={locale}>
        <div className="sb-unstyled" lang={locale}>
          {children(locale)}
        </div>
      </Providers>
    </Suspense>
  );
}
