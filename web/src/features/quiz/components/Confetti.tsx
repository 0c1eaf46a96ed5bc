import { lazy, Suspense, useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/dom/use-scroll-position';
import { CONFETTI_MS, confettiPieces } from '../lib/confetti-count';

// react-confetti is fetched with the first right answer, never with the quiz page itself.
const ConfettiBurst = lazy(() => import('./ConfettiBurst'));

/**
 * A short burst of confetti over the page (3 s, fewer pieces on narrow screens:
 * docs/product/quiz.md). Decoration only: hidden from assistive technology, never catches clicks,
 * and nothing at all (not even the download) for readers who prefer reduced motion. `burst` changes
 * to start a new burst.
 */
export function Confetti({ burst }: { burst: number }) {
  // The last burst whose 3 seconds are over.
  const [ended, setEnded] = useState(0);

  useEffect(() => {
    if (!burst) return;
    const timer = window.setTimeout(() => setEnded(burst), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, [burst]);

  // burst is 0 while server rendering: window is only read for a burst in the browser.
  if (!burst || ended === burst) return null;
  const pieces = confettiPieces(window.innerWidth, prefersReducedMotion());
  if (!pieces) return null;
  return (
    <Suspense fallback={null}>
      <ConfettiBurst key={burst} pieces={pieces} />
    </Suspense>
  );
}
