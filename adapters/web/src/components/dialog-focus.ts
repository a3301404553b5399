import { useLayoutEffect, useRef } from 'react';

/** Moves focus to the page's main heading (its `main h1`, focusable by script only). */
export function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Where focus goes when a dialog closes. MUI gives it back to whatever had it when the dialog
 * opened, which is right for a dialog a button opened. A dialog that opened by itself (on page
 * load, from the address, after a check the page made) has nothing to give it back to: focus
 * would fall to <body> and a keyboard or screen-reader user would start again from the top of
 * the page. Such a dialog hands focus to the page's main heading instead.
 *
 * `byItself`: the dialog always opens by itself. Otherwise it counts as such when nothing had
 * focus as it opened (a mail's link opened it, not a button). Spread the result on the Dialog.
 */
export function useDialogFocusReturn(open: boolean, byItself = false) {
  const toHeading = useRef(byItself);
  // A layout effect runs before MUI's focus trap (an effect) moves focus into the dialog.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    toHeading.current = byItself || active === null || active === document.body;
  }, [open, byItself]);
  return {
    disableRestoreFocus: byItself,
    slotProps: {
      transition: {
        onExited: () => {
          if (toHeading.current) focusMainHeading();
        },
      },
    },
  };
}
