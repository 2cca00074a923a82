import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PlayContext } from '@portal/stories';
import { masterDataTexts } from './fixtures';

/**
 * The steps the master-data stories' play functions share: each finds what it clicks by the
 * product's own texts in the story's language, so the same play runs in both languages.
 */

export type { PlayContext };

const page = (context: PlayContext) => within(context.canvasElement.ownerDocument.body);

/** The texts of the story's language (`ns:key` or a master-data key). */
export const textOf = (context: PlayContext) => masterDataTexts(context.loaded);

/** Waits for the list to show `text` in a cell. */
export async function listShows(context: PlayContext, text: string) {
  await within(context.canvasElement).findAllByText(text, {}, { timeout: 10_000 });
}

/** Presses the toolbar's create button (its label `addKey`) and answers the dialog. */
export async function openAdd(context: PlayContext, addKey: string, firstRow: string) {
  const t = textOf(context);
  await listShows(context, firstRow);
  await userEvent.click(page(context).getByRole('button', { name: t(addKey) }));
  return page(context).findByRole('dialog');
}

/** Presses the first row's button `action` (edit, delete…) and answers the dialog it opens. */
export async function openRowAction(context: PlayContext, action: string, firstRow: string) {
  await listShows(context, firstRow);
  const [button] = context.canvasElement.querySelectorAll<HTMLElement>(
    `button[data-action="${action}"]`,
  );
  if (button === undefined) throw new Error(`No row button ${action}`);
  await userEvent.click(button);
  return page(context).findByRole('dialog');
}

/** Opens the create dialog and saves it empty: the required fields say so. */
export async function saveEmpty(context: PlayContext, addKey: string, firstRow: string) {
  const dialog = await openAdd(context, addKey, firstRow);
  await userEvent.click(
    within(dialog).getByRole('button', { name: textOf(context)('common:button.save') }),
  );
  await waitFor(() =>
    expect(dialog.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0),
  );
}

/** Types `value` into the filter labelled `label`, searches, and waits for `expected` alone. */
export async function filterList(
  context: PlayContext,
  label: string,
  value: string,
  expected: string,
  gone: string,
) {
  const t = textOf(context);
  const canvas = within(context.canvasElement);
  await listShows(context, gone);
  const [field] = canvas.getAllByRole('textbox', { name: label });
  if (field === undefined) throw new Error(`No filter ${label}`);
  await userEvent.type(field, value);
  // The search button of the same filter form (the option screen has two).
  const form = within(field.closest('form') ?? context.canvasElement);
  await userEvent.click(form.getByRole('button', { name: t('common:button.search') }));
  await waitFor(() => expect(canvas.queryByText(gone)).toBeNull());
  await expect(canvas.getAllByText(expected).length).toBeGreaterThan(0);
}
