import { SEARCH_TOO_MANY_MESSAGE } from '@apogee/contracts/search-limits';

/**
 * True for a search the quiz-service refused because the reader's address asked for too many
 * (429, rateLimits.searchPerIp). Told apart by its message, which is all of an error that
 * survives the server render's hand-over to the browser. Not worth retrying at once.
 */
export function isSearchRefused(error: unknown): boolean {
  return error instanceof Error && error.message === SEARCH_TOO_MANY_MESSAGE;
}
