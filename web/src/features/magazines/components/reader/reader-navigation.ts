// What the issue reader's controls do, kept apart from pdf.js so it can be tested without a
// browser: which page a key or a swipe leads to, and the zoom steps.

/** Zoom levels, as a share of the page fitted to the reader's width. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FIT_ZOOM = 1;

/** A horizontal swipe shorter than this (CSS px) is a tap or a scroll, not a page turn. */
export const SWIPE_MIN_PX = 50;

/** `page` kept within 1…`pageCount`. */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  return Math.min(Math.max(1, Math.round(page)), pageCount);
}

/** The page a key leads to from `page`, or null when the key is not the reader's. */
export function pageForKey(key: string, page: number, pageCount: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
      return clampPage(page + 1, pageCount);
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
      return clampPage(page - 1, pageCount);
    case 'Home':
      return 1;
    case 'End':
      return clampPage(pageCount, pageCount);
    default:
      return null;
  }
}

/**
 * The page a swipe leads to: a swipe to the left turns to the next page, to the right to the
 * previous one. A mostly vertical move, a short one, or any move while zoomed in (the reader is
 * then panning the page) turns nothing.
 */
export function pageForSwipe(
  move: { dx: number; dy: number },
  page: number,
  pageCount: number,
  zoom: number,
): number | null {
  if (zoom > FIT_ZOOM) return null;
  if (Math.abs(move.dx) < SWIPE_MIN_PX || Math.abs(move.dx) < Math.abs(move.dy) * 1.5) return null;
  return clampPage(move.dx < 0 ? page + 1 : page - 1, pageCount);
}

/** The next zoom step in `direction` (+1 in, -1 out); the same zoom at either end. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? zoom;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? zoom;
}

/**
 * The scale at which pdf.js draws a page of `page` points so that, at zoom 1, the whole page
 * fits the `area` (CSS pixels) and, zoomed, is that many times larger (never below a tenth, so
 * an area not laid out yet still draws something).
 */
export function pageScale(
  page: { width: number; height: number },
  area: { width: number; height: number },
  zoom: number,
): number {
  if (page.width <= 0 || page.height <= 0 || area.width <= 0 || area.height <= 0)
    return Math.max(0.1, zoom);
  return Math.max(0.1, Math.min(area.width / page.width, area.height / page.height) * zoom);
}
