/**
 * Resolves once the element `find` returns comes within `rootMargin` of the viewport, or leaves
 * the page (the reader went elsewhere: coming back, the browser renders the part itself and
 * needs its code), and at once when there is none (a page the browser renders itself, or the
 * server) or no IntersectionObserver. For parts of a server-rendered page whose code can wait
 * (components/lazy/lazy-when.ts).
 */
export function whenNearScreen(find: () => Element | null, rootMargin = '200px'): Promise<void> {
  const element = typeof document === 'undefined' ? null : find();
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      seen.disconnect();
      gone.disconnect();
      resolve();
    };
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin },
    );
    const gone = new MutationObserver(() => {
      if (!element.isConnected) done();
    });
    seen.observe(element);
    gone.observe(document.body, { childList: true, subtree: true });
  });
}
