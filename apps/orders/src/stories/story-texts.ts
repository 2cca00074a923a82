import type { i18n as I18n } from 'i18next';

/** A text of the story's language, by its key (`orders:order.title`, `common:button.search`). */
export type StoryText = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** What the portal frame's loader gives each story (`PortalLoaded` of `@portal/stories`). */
function isLoaded(value: unknown): value is { readonly i18n: I18n } {
  return typeof value === 'object' && value !== null && 'i18n' in value && 'store' in value;
}

/**
 * The words the user reads in the story's language, from the product's own i18n files: a play
 * function finds buttons and checks messages by them, so it passes in both languages.
 */
export function storyTexts(loaded: Readonly<Record<string, unknown>>): StoryText {
  const portal = loaded['portal'];
  if (!isLoaded(portal)) throw new Error('The story is not rendered in the portal frame.');
  return (key, options) => String(portal.i18n.t(key, { ...options }));
}
