/**
 * What tells that a reader is about to use a control, or used it before its code came: a
 * pointer over it, a touch, the focus, a changed value.
 */
const REACHING = ['pointerover', 'pointerdown', 'focusin', 'change'] as const;

/**
 * Resolves once the reader reaches the element `find` returns (points at it, touches it, moves
 * the focus into it, changes its value), or once it leaves the page (coming back, the browser renders the part
 * itself and needs its code), and at once when there is none (a page the browser renders itself,
 * or the server). For a small control of a server-rendered page whose code can wait until it is
 * about to be used (components/lazy/lazy-when.ts).
 */
export function whenReached(find: () => Element | null): Promise<void> {
  const element = typeof document === 'undefined' ? null : find();
  if (!element) return Promise.resolve();
  // Reached already, before this was asked (while the page was starting).
  if (element.matches(':hover') || element.contains(document.activeElement)) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      for (const name of REACHING) element.removeEventListener(name, done, true);
      gone.disconnect();
      resolve();
    };
    for (const name of REACHING) element.addEventListener(name, done, true);
    const gone = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    gone.observe(document.body, { childList: true, subtree: true });
  });
}
