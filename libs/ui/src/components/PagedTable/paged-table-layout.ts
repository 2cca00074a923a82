import { useCallback, useEffect, useRef, useState } from 'react';

/** The selection boxes' column, in px: the first sticky column starts right after it. */
export const selectionColumnWidth = 40;

/** The narrowest a `wrap` column gets unless it says otherwise: about eight Chinese characters. */
export const wrappedColumnMinWidth = 160;

/**
 * The sheet of every paged table (React puts it once in the document's head). Selectors start at
 * the table's own class, so they outrank Mantine's single-class rules whatever the sheets' order.
 *
 * - The table scrolls sideways inside its own box, never the page.
 * - Cells keep to one line unless their column wraps; titles break between words only. Sticky
 *   cells sit over an opaque background (the row's tint painted over the page colour) and cast a
 *   shadow while rows scroll beneath them.
 */
export const pagedTableStyles = `
.portal-paged-table-scroller {
  overflow-x: auto;
  max-width: 100%;
}
.portal-paged-table {
  --paged-row-tint: transparent;
}
.portal-paged-table > tbody > tr > td:not([data-wrap]) {
  white-space: nowrap;
}
/* Titles wrap between words only: a Chinese title is not broken into single characters. */
.portal-paged-table > thead > tr > th {
  word-break: keep-all;
}
.portal-paged-table > tbody > tr[data-selected] {
  --paged-row-tint: var(--mantine-primary-color-light);
  background-color: var(--paged-row-tint);
}
@media (hover: hover) {
  .portal-paged-table > tbody > tr:hover:not([data-selected]) {
    --paged-row-tint: var(--table-hover-color);
  }
}
.portal-paged-table > * > tr > [data-sticky] {
  position: sticky;
  z-index: 1;
  background-color: var(--mantine-color-body);
  background-image: linear-gradient(var(--paged-row-tint), var(--paged-row-tint));
  box-shadow: var(--paged-edge-shadow, 0 0 transparent);
}
.portal-paged-table > * > tr > [data-sticky='select'] {
  inset-inline-start: 0;
  width: ${selectionColumnWidth}px;
  min-width: ${selectionColumnWidth}px;
  max-width: ${selectionColumnWidth}px;
}
.portal-paged-table > * > tr > [data-sticky='start'] {
  inset-inline-start: var(--paged-table-start, 0px);
}
.portal-paged-table > * > tr > [data-sticky='end'] {
  inset-inline-end: 0;
}
.portal-paged-table-scroller[data-hidden-start] > .portal-paged-table > * > tr > [data-sticky='start'] {
  --paged-edge-shadow: inset -1px 0 0 var(--table-border-color), 6px 0 6px -4px rgb(0 0 0 / 0.12);
}
.portal-paged-table-scroller[data-hidden-end] > .portal-paged-table > * > tr > [data-sticky='end'] {
  --paged-edge-shadow: inset 1px 0 0 var(--table-border-color), -6px 0 6px -4px rgb(0 0 0 / 0.12);
}
`;

/**
 * Whether a sideways scroller hides content at its start or its end, kept up to date as the user
 * scrolls and as the box or its content change size: the sticky columns cast a shadow only while
 * rows pass beneath them.
 */
export function useScrollEdges<E extends HTMLElement>() {
  const scrollerRef = useRef<E>(null);
  const [edges, setEdges] = useState({ hiddenStart: false, hiddenEnd: false });

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (scroller === null) return;
    // Right-to-left scrollers count scrollLeft down from 0.
    const scrolled = Math.abs(scroller.scrollLeft);
    const hiddenStart = scrolled > 0.5;
    const hiddenEnd = scrolled + scroller.clientWidth < scroller.scrollWidth - 0.5;
    setEdges((current) =>
      current.hiddenStart === hiddenStart && current.hiddenEnd === hiddenEnd
        ? current
        : { hiddenStart, hiddenEnd },
    );
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller === null) return undefined;
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(scroller);
    if (scroller.firstElementChild) resized?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [measure]);

  return { scrollerRef, ...edges };
}
