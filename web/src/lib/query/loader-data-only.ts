import type { Query } from '@tanstack/react-query';

/**
 * The `meta` of a query whose data a page receives only as its route loader's data (the home
 * page's picks and recent posts, an article and its related posts, a search's results). The
 * loader's data is in the page already, so the query's copy is not sent with it as well: an
 * article's blocks would otherwise be in its HTML three times (the page, the loader's data and
 * the query cache). In the browser the query is fetched again only when a loader or "Load More"
 * asks for it.
 */
export const LOADER_DATA_ONLY = { loaderDataOnly: true } as const;

/** Which queries the server sends to the browser with a page: all but loader-data-only ones. */
export function sentWithPage(query: Query): boolean {
  return query.meta?.loaderDataOnly !== true;
}
