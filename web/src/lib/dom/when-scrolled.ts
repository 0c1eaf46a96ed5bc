/**
 * Resolves once the page is scrolled more than `px` down (at once if it already is, or on the
 * server). For parts that matter only after some scrolling, such as the back-to-top button.
 */
export function whenScrolledPast(px: number): Promise<void> {
  if (typeof window === 'undefined' || window.scrollY > px) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (window.scrollY <= px) return;
      window.removeEventListener('scroll', check);
      resolve();
    };
    window.addEventListener('scroll', check, { passive: true });
  });
}
