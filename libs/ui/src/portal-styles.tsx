/** How wide the focus ring of a form field is, in px: WCAG 2.2's focus appearance asks for 2. */
export const fieldFocusRingWidth = 2;

/**
 * The widest a status badge gets in a table cell, in px: a longer status ("Shipping info uploaded,
 * waiting for label print" is 322 px on one line) wraps onto a second line instead of widening
 * the column until the table scrolls sideways.
 */
export const tableStatusBadgeMaxWidth = 180;

/**
 * The narrowest a table short of room squeezes a long status badge, in px (a shorter badge keeps
 * its own width): two lines still hold most statuses, and the order screens' default columns
 * fit at 1280 px with one of them in a row.
 */
export const tableStatusBadgeMinWidth = 150;

/**
 * The portal's rules that a Mantine theme object cannot hold, because they need selectors. Each
 * starts at `:root` to outrank Mantine's single-class rules whatever the sheets' order.
 *
 * - A focused form field shows a ring in the primary colour (6:1 on white), not only Mantine's
 *   1 px border colour change. Buttons, checkboxes and links get theirs from `focusRing: 'auto'`.
 * - A badge is never narrower than its text and never ends in "…": a status is read whole.
 * - A status badge in a table cell wraps onto a second line rather than widen its column past
 *   `tableStatusBadgeMaxWidth`; it grows in height and is still never cut. A table short of room
 *   may narrow it down to `tableStatusBadgeMinWidth` (its text's width when shorter), which
 *   `calc-size` tells the table; a browser without `calc-size` narrows it to its longest word
 *   (`min-content`). A word longer than the badge widens it, never is broken or hidden.
 */
export const portalStyles = `
:root .mantine-Input-input:focus-visible,
:root .mantine-Input-input:has(:focus-visible) {
  outline: ${fieldFocusRingWidth}px solid var(--mantine-primary-color-filled);
  outline-offset: 1px;
}
:root .mantine-Badge-root {
  min-width: max-content;
  overflow: visible;
}
:root .mantine-Badge-label {
  overflow: visible;
  text-overflow: clip;
}
:root td .mantine-Badge-root[data-status] {
  min-width: min-content;
  min-width: calc-size(max-content, min(size, ${tableStatusBadgeMinWidth}px));
  max-width: ${tableStatusBadgeMaxWidth}px;
  height: auto;
  min-height: var(--badge-height);
  padding-block: 2px;
  line-height: 1.35;
  white-space: normal;
}
:root td .mantine-Badge-root[data-status] > .mantine-Badge-label {
  white-space: normal;
  text-align: center;
}
`;

/** Puts `portalStyles` in the document's head once; the shell renders it inside its provider. */
export function PortalStyles() {
  return (
    <style href="portal-styles" precedence="portal">
      {portalStyles}
    </style>
  );
}
