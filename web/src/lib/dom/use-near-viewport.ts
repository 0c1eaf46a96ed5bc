import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport, false until it has (and on
 * the server, so the first render matches the page it hydrates). Once true it stays true.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '400px',
): [RefObject<T | null>, boolean] {
  const element = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [element, near];
}
