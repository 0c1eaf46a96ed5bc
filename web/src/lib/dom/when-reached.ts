/**
 * What tells that a reader is about to use a control, or used it before its code came: a
 * pointer over it, a touch, the focus, a changed value.
 */
const REACHING = ['pointerover', 'pointerdown', 'focusin', 'change'] as const;

/**
 * Resolves once the reader reaches the element `find` returns (points at it, touches it, moves
 * the focus into it, changes its value), or once it leaves the page (coming back, the browser
 * renders the part itself and needs its code), and at once when there is none (a page the
 * browser renders itself, or the server). For a small control of a server-rendered page whose
 * code can wait until it is about to be used (components/lazy/lazy-when.ts).
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
      for (const name of REACHING) window.removeEventListener(name, reached, true);
      gone.disconnect();
      resolve();
    };
    const reached = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done();
    };
    // On the window, in the capture phase: React's listeners on the document stop the events
    // aimed at a part it has not hydrated yet, before they could reach the element itself.
    for (const name of REACHING) window.addEventListener(name, reached, true);
    const gone = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    gone.observe(document.body, { childList: true, subtree: true });
  });
}
