import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/dom/use-near-viewport';

export interface LazyWhenVisibleProps {
  /** Rendered (and so loaded) once the placeholder comes near the viewport; `fallback` shows while it loads. */
  children: ReactNode;
  fallback?: ReactNode;
  className?: string;
  /** How early to start, before it scrolls into view. */
  rootMargin?: string;
}

/**
 * Keeps a part of the page out of the first load: the server and the first render show an
 * empty placeholder; the real content (a lazy component) is rendered when it nears the screen.
 */
export function LazyWhenVisible({
  children,
  fallback = null,
  className,
  rootMargin = '400px',
}: LazyWhenVisibleProps) {
  const [placeholder, visible] = useNearViewport<HTMLDivElement>(rootMargin);
  return (
    <div ref={placeholder} className={className}>
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : null}
    </div>
  );
}
