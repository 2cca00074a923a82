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

/**
 * The WCAG 2.1 AA problems axe finds in the screen's own content (`main`), as "rule: target (what
 * to fix)" lines; an empty list is a clean screen.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`,
    ),
  );
}
