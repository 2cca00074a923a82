import { errorCatalogue, errorMessage, storageKeys, type ErrorName } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { expect, waitFor, within } from 'storybook/test';
import { loadedPortal } from './portal-frame';

/**
 * What the stories of every area share (docs/storybook.md): a page of records as the server
 * sends it, the words of the story's language for play functions, the catalogue's messages, the
 * user's page size, and a tiny PDF for downloads.
 */

/** What a play function is given: the story's root, and what the preview's loader prepared. */
export interface PlayContext {
  readonly canvasElement: HTMLElement;
  readonly loaded: Readonly<Record<string, unknown>>;
}

/** One page of `records` as the server sends it (the first page). */
export function pageOf<T>(
  records: readonly T[],
  total = records.length,
  size = 10,
): { records: T[]; total: number; page: number; size: number } {
  return { records: [...records], total, page: 1, size };
}

/** A text of the story's language, by its key (`ns:key`, or a key of the default namespace). */
export type StoryText = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/**
 * The words the user reads in the story's language, from the product's own i18n files: a play
 * finds buttons and checks messages by them, so it passes in both languages. `namespace` is the
 * one a bare key is looked up in (the remote's own).
 */
export function storyText(
  loaded: Readonly<Record<string, unknown>>,
  namespace?: string,
): StoryText {
  const { i18n } = loadedPortal(loaded);
  return (key, options) => {
    const values: Record<string, unknown> = { ...options };
    if (namespace !== undefined) values['ns'] ??= namespace;
    return String(i18n.t(key, values));
  };
}

/** The catalogue's message for `error` in the story's language, as the server words it. */
export function storyErrorText(
  loaded: Readonly<Record<string, unknown>>,
  error: ErrorName,
): string {
  return errorMessage(errorCatalogue[error].code, currentLanguage(loadedPortal(loaded).i18n));
}

/**
 * A play that waits until the server's `error` is told the user in `count` snackbars: one per
 * refused call, so the picture is taken once every answer is in.
 */
export function showsError(error: ErrorName, count: number) {
  return async ({ canvasElement, loaded }: PlayContext): Promise<void> => {
    const body = within(canvasElement.ownerDocument.body);
    const text = storyErrorText(loaded, error);
    await waitFor(() => expect(body.getAllByText(text)).toHaveLength(count));
  };
}

/**
 * A `beforeEach` that makes the user's page size `size` (kept in local storage, as the table
 * keeps it) for one story, and forgets it when the story ends.
 */
export function withPageSize(size: 10 | 20 | 50 | 100): () => () => void {
  return () => {
    window.localStorage.setItem(storageKeys.pageSize, String(size));
    return () => window.localStorage.removeItem(storageKeys.pageSize);
  };
}

/** The smallest well-formed one-page PDF (A4, no content), with its cross-reference table. */
export const tinyPdf: string = (() => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return text;
})();
