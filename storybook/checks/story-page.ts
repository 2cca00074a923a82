import type { Page, Request } from 'playwright-core';

/**
 * How the checks open one story and know it is done (docs/storybook.md): Storybook's preview
 * ends each render in the `finished` phase, and shows its error display when the render, a
 * loader, `beforeEach` or the play function threw.
 */

/** A story of Storybook's index.json (docs pages are left out). */
export interface StoryEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly tags: readonly string[];
}

function isStoryEntry(entry: unknown): entry is StoryEntry {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    'type' in entry &&
    entry.type === 'story' &&
    'id' in entry &&
    typeof entry.id === 'string' &&
    'title' in entry &&
    typeof entry.title === 'string' &&
    'name' in entry &&
    typeof entry.name === 'string' &&
    'tags' in entry &&
    Array.isArray(entry.tags)
  );
}

/** The stories of a built Storybook's index.json, in its order. */
export function storyEntries(index: unknown): StoryEntry[] {
  if (typeof index !== 'object' || index === null || !('entries' in index)) return [];
  const { entries } = index;
  if (typeof entries !== 'object' || entries === null) return [];
  return Object.values(entries).filter(isStoryEntry);
}

/** The ids of the stories of a built Storybook's index.json. */
export function storyIds(index: unknown): string[] {
  return storyEntries(index).map((entry) => entry.id);
}

/** The moment every story sees: fixed, so "today" and relative days never move a picture. */
export const storyNow = new Date('2026-11-20T01:30:00.000Z');

/** Opens the preview in `locale` at a fixed moment, then shows the story (`switchToStory`). */
export async function waitForStory(
  page: Page,
  origin: string,
  id: string,
  locale: string,
): Promise<string> {
  await page.clock.setFixedTime(storyNow);
  await page.goto(`${origin}${emptyPreviewUrl(locale)}`);
  return switchToStory(page, id, locale);
}

interface StoryOutcome {
  status: string;
  problems: string[];
}

interface ChannelWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, payload: unknown) => void;
    on: (event: string, listener: (payload: unknown) => void) => void;
  };
  __storyOutcomes?: Record<string, StoryOutcome>;
  __storyListening?: boolean;
  __storyLocale?: string;
}

/** The preview page the checks open first: no story yet, in the language of the checks. */
export function emptyPreviewUrl(locale: string): string {
  return `/iframe.html?viewMode=story&globals=locale:${locale}`;
}

/**
 * Shows a story on a page holding the Storybook preview, as Storybook's own manager does (no
 * reload: the bundles, fonts and MSW's worker stay; a late call of the story before is told
 * apart by libs/stories' render stamp), and waits for the preview's
 * `storyFinished`. Resolves with `ok`, or with what went wrong: a render, loader, `beforeEach`
 * or play function that threw, or an error the story left unhandled.
 */
export async function switchToStory(page: Page, id: string, locale: string): Promise<string> {
  await page.waitForFunction(
    () => (window as ChannelWindow).__STORYBOOK_ADDONS_CHANNEL__ !== undefined,
  );
  await page.evaluate(
    ([storyId, language]) => {
      const target = window as ChannelWindow;
      const channel = target.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      target.__storyOutcomes ??= {};
      if (!target.__storyListening) {
        target.__storyListening = true;
        for (const event of [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
          'storyUnhandledErrors',
        ]) {
          channel.on(event, (payload) => {
            const text =
              typeof payload === 'object' && payload !== null && 'message' in payload
                ? String(payload.message)
                : JSON.stringify(payload);
            // No named helper here: the page runs this code as it is, without the bundler's names.
            const current = (
              window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } }
            ).__STORYBOOK_PREVIEW__?.currentRender?.id;
            if (current === undefined) return;
            const outcomes = (target.__storyOutcomes ??= {});
            const entry = (outcomes[current] ??= { status: 'running', problems: [] });
            entry.problems.push(`${event}: ${text}`);
          });
        }
        channel.on('storyFinished', (payload) => {
          const finished = payload as { storyId?: string; status?: string };
          const outcomes = (target.__storyOutcomes ??= {});
          const id = finished.storyId ?? '';
          outcomes[id] ??= { status: 'running', problems: [] };
          const entry = outcomes[id];
          if (entry) entry.status = finished.status ?? 'unknown';
        });
      }
      target.__storyOutcomes[storyId] = { status: 'running', problems: [] };
      // The language first (the URL's globals count only for a story opened by the URL), and
      // only once: setting it again renders the story shown before once more, whose clean-up
      // then takes the next story's answers away.
      if (target.__storyLocale !== language) {
        target.__storyLocale = language;
        channel.emit('updateGlobals', { globals: { locale: language } });
      }
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    [id, locale] as const,
  );
  await page.waitForFunction(
    (storyId) => {
      const status = (window as ChannelWindow).__storyOutcomes?.[storyId]?.status;
      return status !== undefined && status !== 'running';
    },
    id,
    { timeout: 30_000 },
  );
  const outcome = await page.evaluate(
    (storyId) => (window as ChannelWindow).__storyOutcomes?.[storyId],
    id,
  );
  if (outcome?.status === 'success' && outcome.problems.length === 0) return 'ok';
  return [`story ${outcome?.status ?? 'unfinished'}`, ...(outcome?.problems ?? [])]
    .join('\n')
    .slice(0, 3000);
}

/**
 * Follows the API calls a page makes from now on, as the browser sees them (answered, failed or
 * aborted), so the checks can wait until a story has all its answers.
 */
export function followCalls(
  page: Page,
  apiPrefix: string,
): { open: () => number; stop: () => void } {
  const open = new Set<Request>();
  const started = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith(`${apiPrefix}/`)) open.add(request);
  };
  const ended = (request: Request) => {
    open.delete(request);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    open: () => open.size,
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Calls the shown story holds open on purpose (its loading state), as MSW counted them. */
export function heldCalls(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as { __storyHeldCalls?: () => number }).__storyHeldCalls?.() ?? 0,
  );
}
