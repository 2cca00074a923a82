/** How wide the focus ring of a form field is, in px: WCAG 2.2's focus appearance asks for 2. */
export const fieldFocusRingWidth = 2;

/**
 * The portal's rules that a Mantine theme object cannot hold, because they need selectors. Each
 * starts at `:root` to outrank Mantine's single-class rules whatever the sheets' order.
 *
 * - A focused form field shows a ring in the primary colour (6:1 on white), not only Mantine's
 *   1 px border colour change. Buttons, checkboxes and links get theirs from `focusRing: 'auto'`.
 * - A badge is never narrower than its text and never ends in "…": a status is read whole.
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
`;

/** Puts `portalStyles` in the document's head once; the shell renders it inside its provider. */
export function PortalStyles() {
  return (
    <style href="portal-styles" precedence="portal">
      {portalStyles}
    </style>
  );
}
