import { scrollToTop, useScrollPosition } from '@/lib/dom/use-scroll-position';

/** The round back-to-top button appears after 200 px of scrolling (docs/product/site-shell.md). */
export const BACK_TO_TOP_AFTER_PX = 200;
const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function BackToTop() {
  const { y, progress } = useScrollPosition();
  const visible = y > BACK_TO_TOP_AFTER_PX;
  return (
    <button
      type="button"
      className={visible ? 'back-to-top is-visible' : 'back-to-top'}
      onClick={scrollToTop}
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <svg viewBox="0 0 50 50" width="50" height="50" aria-hidden="true">
        <circle className="back-to-top__track" cx="25" cy="25" r={RADIUS} />
        <circle
          className="back-to-top__progress"
          cx="25"
          cy="25"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
        />
        <path d="M25 32V18m-6 6 6-6 6 6" className="back-to-top__arrow" />
      </svg>
    </button>
  );
}
