/** Confetti lasts 3 s, with fewer pieces below the 1024 px breakpoint (docs/product/quiz.md). */
export const CONFETTI_MS = 3000;
export const NARROW_SCREEN_PX = 1024;

/** How many pieces to throw: none when the reader asks for reduced motion. */
export function confettiPieces(width: number, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  return width < NARROW_SCREEN_PX ? 60 : 160;
}
