import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

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
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  return (
    <div ref={placeholder} className={className}>
      {visible ? <Suspense fallback={fallback}>{children}</Suspense> : null}
    </div>
  );
}
