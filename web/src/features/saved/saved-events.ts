/**
 * Browser event fired on `window` after every successful save or unsave of an
 * article, so other parts of the page (the reading list, the service worker
 * bridge that keeps saved articles for offline reading) can refresh.
 *
 * Dispatch with {@link announceSavedChanged}; listen with
 * `window.addEventListener(SAVED_CHANGED_EVENT, ...)`.
 */
export const SAVED_CHANGED_EVENT = 'apogee:saved-changed';

/** Tells the page that the reader's saved articles changed. */
export function announceSavedChanged(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SAVED_CHANGED_EVENT));
}
