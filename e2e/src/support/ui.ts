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

/** The impacts the portal must never have (issue 20: WCAG 2.1 AA, "done when" axe is clean). */
const blockingImpacts: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * The serious and critical WCAG 2.1 AA violations axe finds on the whole page: the layout (header,
 * menu, skip link), the screen, and dialogs or drawers Mantine renders outside `main`. One line per
 * element, "rule (impact): target <its html> — what to fix"; an empty list is a clean page.
 */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The portal has no frames: run in the page itself, without the blank page axe otherwise
    // opens to combine frames' results (a second each, on every screen of a long walk).
    .setLegacyMode(true)
    .analyze();
  return result.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact ?? ''}): ${node.target.join(' ')} ${node.html.slice(0, 200)} — ${
            node.failureSummary?.replaceAll('\n', ' ') ?? violation.help
          }`,
      ),
    );
}
