import type { Locator } from '@playwright/test';

/**
 * The cell of `row` under the column titled `column` in `table` (a paged list): found by the
 * header's position, so a test reads "on hand" rather than "the seventh cell".
 */
export async function cellOf(table: Locator, row: Locator, column: string): Promise<Locator> {
  const titles = (await table.getByRole('columnheader').allTextContents()).map((title) =>
    title.trim(),
  );
  const index = titles.indexOf(column);
  if (index < 0) throw new Error(`no column "${column}" in ${JSON.stringify(titles)}`);
  return row.getByRole('cell').nth(index);
}
