/**
 * Gives the focus back to whatever opened a dialog when it closes (WCAG 2.4.3 focus order).
 * Radix returns focus only to its own `<Dialog.Trigger>`; most of our dialogs are opened from state (a
 * card's button, a table row's action), and without this the focus fell to <body> on close, so a keyboard user
 * started again from the top of the page.
 *
 * `returnFocusHandlers(opener, props)` → `{ onOpenAutoFocus, onCloseAutoFocus }` for a Radix Dialog/AlertDialog
 * Content: on open it remembers the focused element (the opener; Radix has not moved the focus yet) and then runs
 * the caller's handler; on close it runs the caller's handler and, unless that prevented the default, focuses the
 * opener if it is still in the page (otherwise Radix's own behaviour applies).
 */
import type { MutableRefObject } from 'react';

interface AutoFocusProps {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function returnFocusHandlers(opener: MutableRefObject<HTMLElement | null>, props: AutoFocusProps): Required<AutoFocusProps> {
  return {
    onOpenAutoFocus: (event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      props.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
