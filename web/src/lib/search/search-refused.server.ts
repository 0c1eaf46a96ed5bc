import { setResponseStatus } from '@tanstack/react-start/server';
import { isSearchRefused } from './search-refused';

/**
 * While the web server renders /search: a search the service refused for the reader's address
 * makes the page's answer a 429 (the page shows the service's message), so neither the browser
 * nor the web's page cache takes it for a page of results.
 */
export function answerRefusedSearch(error: unknown): void {
  if (isSearchRefused(error)) setResponseStatus(429);
}
