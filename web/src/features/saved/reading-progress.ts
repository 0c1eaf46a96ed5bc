/** The element that holds an article's text: how far down it the reader is, is their progress. */
export const ARTICLE_BODY_SELECTOR = '.blog-article__body';

/**
 * How much of `body` the reader has had on screen, from 0 to 1: its bottom edge reaching the
 * bottom of the window is 1.
 */
export function progressOf(body: DOMRect, windowHeight: number): number {
  if (body.height <= 0) return 0;
  const read = (windowHeight - body.top) / body.height;
  return Math.min(1, Math.max(0, read));
}

/** The window's scroll offset that puts the reader back at `progress` of the body. */
export function scrollTopFor(
  body: DOMRect,
  scrollY: number,
  windowHeight: number,
  progress: number,
): number {
  return Math.max(0, scrollY + body.top + progress * body.height - windowHeight);
}
