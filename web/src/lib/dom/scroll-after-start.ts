/**
 * The router's `scrollRestoration` option: on from the first navigation in the browser, off
 * for the page the server rendered and its hydration. On that page the browser's own
 * restoration (a reload, back to another document) has placed the reader already: the router's
 * inline script forced a layout in the middle of parsing the page to do it again (a long task
 * on a phone), and its first render in the browser scrolled a reader who had scrolled during
 * start-up back to the top.
 */
export function scrollRestorationAfterStart(): () => boolean {
  let started = false;
  return () => {
    if (typeof document === 'undefined') return false;
    if (started) return true;
    started = true;
    return false;
  };
}
