import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { apiPrefix, screenPaths } from '@portal/contracts';
import {
  emptyPreviewUrl,
  followCalls,
  heldCalls,
  storyEntries,
  storyNow,
  switchToStory,
} from './story-page';

/**
 * Every story of the built Storybook, in both languages (docs/storybook.md): it finishes without
 * an error (its play function included), nothing is printed as an error, no API call goes
 * unanswered, and its picture matches the committed baseline.
 */

const indexFile = resolve(import.meta.dirname, '../../dist/storybook/index.json');
if (!existsSync(indexFile)) {
  throw new Error(
    `${indexFile} is missing: build the Storybook first (nx run storybook:build-storybook)`,
  );
}
const stories = storyEntries(JSON.parse(readFileSync(indexFile, 'utf8')));
const locales = ['zh-cn', 'en-us'] as const;
type Locale = (typeof locales)[number];

/** The routes of spec §2, each of which must have at least one story tagged `route:<path>`. */
const specRoutes = [
  '/login',
  '/register',
  '/forgot',
  '/init',
  '/space',
  '/space/home',
  ...Object.values(screenPaths),
  '/demo/settlement',
  '/demo/partner',
  '/demo/report',
  '/error',
];

/** One preview page per worker and language: stories switch inside it without a reload. */
const test = base.extend<object, { previewPage: (locale: Locale) => Promise<Page> }>({
  previewPage: [
    async ({ browser }, use) => {
      const pages = new Map<Locale, Page>();
      await use(async (locale) => {
        const open = pages.get(locale);
        if (open) return open;
        const context = await browser.newContext({
          baseURL: `http://127.0.0.1:${process.env['STORYBOOK_CHECK_PORT'] ?? '6007'}`,
          viewport: { width: 1280, height: 800 },
          locale: locale === 'zh-cn' ? 'zh-CN' : 'en-US',
          timezoneId: 'Asia/Shanghai',
          // Dialogs open without their transition (the frame's theme respects the setting).
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.clock.setFixedTime(storyNow);
        await page.goto(emptyPreviewUrl(locale));
        pages.set(locale, page);
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

/** Console errors that are the story's subject, not a fault: a refused call in an error state. */
function expectedError(message: ConsoleMessage): boolean {
  const text = message.text();
  const url = message.location().url;
  if (text.startsWith('Failed to load resource')) {
    // The browser's own favicon request, and the API's refusals the error stories ask for.
    return (
      url.endsWith('/favicon.ico') ||
      url === '' ||
      new URL(url).pathname.startsWith(`${apiPrefix}/`)
    );
  }
  return false;
}

test('every route of the spec has a story', () => {
  const tagged = new Set(stories.flatMap((story) => story.tags));
  const missing = specRoutes.filter((route) => !tagged.has(`route:${route}`));
  expect(missing, 'routes without a story tagged route:<path>').toEqual([]);
});

for (const locale of locales) {
  test.describe(locale, () => {
    for (const story of stories) {
      test(story.id, async ({ previewPage }) => {
        const page = await previewPage(locale);
        const problems: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() === 'error' && !expectedError(message)) {
            problems.push(`${message.text().slice(0, 600)} (${message.location().url})`);
          }
        };
        const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
        page.on('console', onConsole);
        page.on('pageerror', onPageError);
        const calls = followCalls(page, apiPrefix);
        try {
          const result = await switchToStory(page, story.id, locale);
          expect(result, `${story.title} › ${story.name} (${locale})`).toBe('ok');
          // Every answer in (but those a loading story holds): none arrives after the picture,
          // nor lands in the next story.
          await expect
            .poll(async () => calls.open() - (await heldCalls(page)), { timeout: 20_000 })
            .toBeLessThanOrEqual(0);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          await expect(page).toHaveScreenshot(`${story.id}--${locale}.png`);
          expect(problems, 'errors printed while the story ran').toEqual([]);
        } finally {
          calls.stop();
          page.off('console', onConsole);
          page.off('pageerror', onPageError);
        }
      });
    }
  });
}
