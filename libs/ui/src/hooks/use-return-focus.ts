import { useLayoutEffect } from 'react';

/**
 * Gives focus back to the control that opened a dialog or drawer once it closes (Esc, its close
 * button, or its own action), so a keyboard user goes on from where they were.
 *
 * Mantine does this only for a dialog that stays mounted and toggles `opened`; a dialog that is
 * mounted already open and unmounted when closed (most of the portal's) left focus on the page's
 * body. Call it in the component that renders the Modal or Drawer, with its `opened`; the opener
 * must stay mounted (a list row re-rendered with the same key does).
 */
export function useReturnFocus(opened: boolean): void {
  useLayoutEffect(() => {
    if (!opened) return undefined;
    // Layout effects run before the dialog's focus trap moves focus inside it (a timeout).
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    if (opener === null) return undefined;
    return () => {
      const focusAtClose = document.activeElement;
      // After the dialog left the document; a click that closed it by focusing something else wins.
      window.setTimeout(() => {
        const focused = document.activeElement;
        const lost = focused === null || focused === document.body || focused === focusAtClose;
        if (lost && opener.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    };
  }, [opened]);
}
