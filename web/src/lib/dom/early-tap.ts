import { useEffect } from 'react';
import { nextTask } from './next-task';

/**
 * A tap on a button before React runs would do nothing: the server-rendered button has no
 * handler yet, and the page's scripts only start after its load. A small inline script at the
 * top of the page (EARLY_TAP_SCRIPT, rendered by the root route) remembers the last enabled
 * `type="button"` button tapped until the browser entry takes it, right before React starts
 * hydrating; the entry then clicks it again, so the menu opens or the quiz answers as soon as
 * React can. Links and forms need no such help: links work as links, and forms keep their
 * controls disabled until hydrated.
 */

/** Where the inline script keeps the function that hands the tap over (and stops listening). */
export const EARLY_TAP_GLOBAL = '__takeEarlyTap';

/** What the inline script listens for, in the capture phase. */
export const EARLY_TAP_TARGET = 'button[type="button"]:not([disabled])';

/** The inline script (a few hundred bytes, run once while the page is parsed). */
export const EARLY_TAP_SCRIPT =
  `(function(){var early;function tap(e){var t=e.target;var b=t&&t.closest&&t.closest(${JSON.stringify(EARLY_TAP_TARGET)});if(b)early=b}` +
  `document.addEventListener("click",tap,true);` +
  `window.${EARLY_TAP_GLOBAL}=function(){document.removeEventListener("click",tap,true);return early}})()`;

type EarlyTapScope = Partial<Record<typeof EARLY_TAP_GLOBAL, () => Element | undefined>>;

/** The button tapped before hydration, if any; from now on React's own listeners take taps. */
export function takeEarlyTap(scope: EarlyTapScope = globalThis as EarlyTapScope) {
  const take = scope[EARLY_TAP_GLOBAL];
  delete scope[EARLY_TAP_GLOBAL];
  return take?.();
}

/** The early tap, from the start of hydration until the site's layout has hydrated. */
let kept: Element | undefined;

/** Keeps the early-tapped button for useEarlyTapReplay (the browser entry, as React starts). */
export function keepEarlyTap(button: Element | undefined): void {
  kept = button;
}

/**
 * Clicks the kept button again once the component calling it (the root route's layout) has
 * hydrated. React then hydrates the part of the page the button is in first, synchronously, as
 * for a tap during hydration, and runs its handler. Clicked as soon as React listened, the tap
 * made React hydrate the whole layout and mount the router in one task (200–300 ms at 4× on a
 * slow day); now only the button's own part is left to hydrate at once. A button that is gone
 * or disabled since is left alone.
 */
export function useEarlyTapReplay(): void {
  useEffect(() => {
    const button = kept;
    kept = undefined;
    if (!button) return;
    // In a task of its own: clicked while React runs effects, React could not hydrate the
    // button's part at once and the click would be lost.
    void nextTask().then(() => {
      if (!(button instanceof HTMLButtonElement) || !button.isConnected || button.disabled) return;
      button.click();
    });
  }, []);
}
