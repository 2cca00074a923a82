import { expect, type Locator, type Page } from '@playwright/test';

/** A form field by its label (Mantine adds " *" to required labels, not to the field's name). */
export const field = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** The global snackbar showing this text (spec §2). */
export const snackbar = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

/** Waits for a snackbar, then closes it, so the next identical message is a new one. */
export async function dismiss(message: Locator): Promise<void> {
  await expect(message).toBeVisible();
  await message.getByRole('button').click();
  await expect(message).toHaveCount(0);
}
