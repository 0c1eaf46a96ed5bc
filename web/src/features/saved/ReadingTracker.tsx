import { useEffect } from 'react';
import { progressFromHash, sendReadingPosition } from './api';
import { ARTICLE_BODY_SELECTOR, progressOf, scrollTopFor } from './reading-progress';

/** At most one write every this long while the reader scrolls; the last one always goes. */
const SEND_EVERY_MS = 3_000;
/** Smaller moves than this are not worth a write. */
const SMALLEST_CHANGE = 0.01;

/**
 * Records how far a signed-in reader has read the article (throttled while they scroll, and
 * when the page is hidden or left) and, arriving from "Continue reading" (`#continue-NN`),
 * scrolls back to that point. Renders nothing.
 */
export default function ReadingTracker({ slug }: { slug: string }) {
  useEffect(() => {
    const body = () => document.querySelector(ARTICLE_BODY_SELECTOR);
    const wanted = progressFromHash(window.location.hash);
    const goBack = () => {
      const element = body();
      if (wanted === null || !element) return;
      window.scrollTo({
        top: scrollTopFor(
          element.getBoundingClientRect(),
          window.scrollY,
          window.innerHeight,
          wanted,
        ),
        behavior: 'instant',
      });
    };
    // Now, and again after the frame: the router's own scrolling on arrival must not undo it.
    goBack();
    const frame = requestAnimationFrame(goBack);

    let sent: number | null = wanted;
    let latest: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastSentAt = 0;
    const measure = () => {
      const current = body();
      if (current) latest = progressOf(current.getBoundingClientRect(), window.innerHeight);
    };
    const send = () => {
      clearTimeout(timer);
      timer = undefined;
      if (latest === null || (sent !== null && Math.abs(latest - sent) < SMALLEST_CHANGE)) return;
      sent = latest;
      lastSentAt = Date.now();
      void sendReadingPosition(slug, Math.round(latest * 1000) / 1000);
    };
    const onScroll = () => {
      measure();
      if (timer !== undefined) return;
      timer = setTimeout(send, Math.max(0, lastSentAt + SEND_EVERY_MS - Date.now()));
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', send);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', send);
      // Leaving the article within the site: its last position goes too.
      send();
    };
  }, [slug]);
  return null;
}
