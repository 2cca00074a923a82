import { test as base, expect, type Page } from '@playwright/test';
import { startPortal, type Portal } from './portal';

/** Each test gets its own portal process, so rewriting its manifest touches no other test. */
export const test = base.extend<{ portal: Portal; pageErrors: string[] }>({
  portal: async ({}, provide) => {
    const portal = await startPortal();
    await provide(portal);
    await portal.stop();
  },
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

export { expect };

/** The heading of the screen inside the layout. */
export function screenHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}
