import { test as base, expect, type Page } from '@playwright/test';
import { storageKeys } from '@portal/contracts';
import { startPortal, type Portal } from './portal';

/**
 * Each test gets its own portal process, so rewriting its manifest touches no other test. By
 * default the system is initialised and the page starts signed in as admin (the token is put in
 * local storage once per tab, as after a sign-in); `system: 'initialized'` starts signed out, and
 * `system: 'fresh'` with no admin password set yet.
 */
export type SystemState = 'signed-in' | 'initialized' | 'fresh';

export const test = base.extend<{ portal: Portal; pageErrors: string[]; system: SystemState }>({
  system: ['signed-in', { option: true }],
  portal: async ({ system, page }, provide) => {
    const portal = await startPortal();
    if (system !== 'fresh') {
      const token = await portal.initializeAndSignIn();
      if (system === 'signed-in') {
        await page.addInitScript(
          ({ key, value }) => {
            if (sessionStorage.getItem('e2e.seeded') !== null) return;
            sessionStorage.setItem('e2e.seeded', '1');
            localStorage.setItem(key, JSON.stringify(value));
          },
          { key: storageKeys.token, value: token },
        );
      }
    }
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
