import { useEffect, useMemo, useRef, useState } from 'react';
import { rowOfField } from '../state/notice-findings';

/** Rows on one page of a package or line-item table: 5,000 packages render fifty at a time. */
export const rowsPerPage = 50;

/** A field the user asked to be shown (from the findings summary), asked anew each time. */
export interface LocatedField {
  readonly field: string;
  readonly at: number;
}

/** The element id of a table row of the builder. */
export const rowElementId = (list: 'packages' | 'lines', key: string): string =>
  `notice-${list}-${key}`;

export interface RowPages<R> {
  readonly filter: string;
  readonly setFilter: (filter: string) => void;
  /** The rows the filter lets through. */
  readonly rows: readonly R[];
  readonly page: number;
  readonly setPage: (page: number) => void;
  readonly pageCount: number;
  readonly pageRows: readonly R[];
  /** Shows the row of `key` (its page, scrolled to), once the rows hold it. */
  readonly reveal: (key: string) => void;
}

/** A row to scroll to; a new object for every request, so asking twice scrolls twice. */
type ScrollRequest = { readonly id: string };

/**
 * A long table a page at a time, with a quick filter, and the way to a row named by key: a
 * finding picked in the summary, or a row just added.
 */
export function useRowPages<R extends { readonly key: string }>(
  list: 'packages' | 'lines',
  allRows: readonly R[],
  matches: (row: R, filter: string) => boolean,
  located: LocatedField | null,
): RowPages<R> {
  const [filter, setFilterText] = useState('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<string | null>(null);
  const [scrollTo, setScrollTo] = useState<ScrollRequest | null>(null);
  const [seenLocated, setSeenLocated] = useState(located);

  // A finding picked in the summary that names a row of this table: go there.
  if (located !== seenLocated) {
    setSeenLocated(located);
    const row = located === null ? null : rowOfField(located.field);
    if (row !== null && row.startsWith(`${list}.`)) setPending(row.slice(list.length + 1));
  }
  // The row asked for is in the table (an added one, once the edit is applied): show its page.
  if (pending !== null) {
    const index = allRows.findIndex((row) => row.key === pending);
    if (index >= 0) {
      setPending(null);
      setFilterText('');
      setPage(Math.floor(index / rowsPerPage) + 1);
      setScrollTo({ id: rowElementId(list, pending) });
    }
  }

  const needle = filter.trim().toLowerCase();
  const rows = useMemo(
    () => (needle === '' ? allRows : allRows.filter((row) => matches(row, needle))),
    [allRows, matches, needle],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / rowsPerPage));
  const shownPage = Math.min(Math.max(1, page), pageCount);
  const pageRows = useMemo(
    () => rows.slice((shownPage - 1) * rowsPerPage, shownPage * rowsPerPage),
    [rows, shownPage],
  );

  const scrolled = useRef<ScrollRequest | null>(null);
  useEffect(() => {
    if (scrollTo === null || scrolled.current === scrollTo) return;
    const element = document.getElementById(scrollTo.id);
    if (element === null) return;
    scrolled.current = scrollTo;
    element.scrollIntoView?.({ block: 'center' });
    element.querySelector<HTMLElement>('input, select, button')?.focus({ preventScroll: true });
  }, [scrollTo, pageRows]);

  return {
    filter,
    setFilter: (next) => {
      setFilterText(next);
      setPage(1);
    },
    rows,
    page: shownPage,
    setPage,
    pageCount,
    pageRows,
    reveal: setPending,
  };
}
