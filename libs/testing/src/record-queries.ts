import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/**
 * Queries of what a record screen renders (its table, its form fields, a Mantine select, the
 * snackbar), for the component tests of every remote.
 */

/** The row of the table that shows `text` in one of its cells (wrapped or not). */
export function rowOf(text: string) {
  const row = screen.getByRole('cell', { name: text }).closest('tr');
  if (row === null) throw new Error(`no row shows ${text}`);
  return within(row);
}

/** The texts an input points to with aria-describedby: its error (and its hint). */
export const messagesOf = (input: HTMLElement): string =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id === '' ? '' : (document.getElementById(id)?.textContent ?? '')))
    .join(' | ');

/** Opens a Mantine select and picks an option (its options are hidden from a11y queries). */
export async function choose(select: HTMLElement, option: string): Promise<void> {
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (element === null) throw new Error('the select did not open');
    return element;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** The text of the snackbar shown last. */
export async function snackbarText(): Promise<string> {
  const alerts = await screen.findAllByRole('alert');
  return alerts.map((alert) => alert.textContent ?? '').join(' | ');
}
