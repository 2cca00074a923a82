/** The languages the portal speaks; the toolbar's `locale` global picks one for every story. */
export const storyLocales = ['zh-cn', 'en-us'] as const;

export type StoryLocale = (typeof storyLocales)[number];

export const defaultStoryLocale: StoryLocale = 'zh-cn';

/** Reads the `locale` global set by the toolbar, falling back to the default. */
export function storyLocale(globals: Readonly<Record<string, unknown>>): StoryLocale {
  const value = globals['locale'];
  return storyLocales.find((locale) => locale === value) ?? defaultStoryLocale;
}

/** A story's texts in every language, so a missing translation fails the typecheck. */
export type StoryTexts<T> = Record<StoryLocale, T>;
