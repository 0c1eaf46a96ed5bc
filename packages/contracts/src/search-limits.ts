// The search's bounds and names without zod, so that the site's pages (whose first load parses
// /search's address) import them without building the contract's schemas (docs/performance.md);
// search.ts uses the same values.

/** Longest term searched; longer text is cut, never refused (a reader pasted a paragraph). */
export const SEARCH_TERM_MAX = 200;
/** Longest facet value (a category's or tag's slug) read from a request. */
export const SEARCH_FILTER_MAX = 200;
/** Years a search may be narrowed to. */
export const SEARCH_YEAR_MIN = 1900;
export const SEARCH_YEAR_MAX = 2200;

/**
 * What a reader is told when their address asked for more searches than the service answers
 * (429): the /search page shows it too, so it lives here, without zod.
 */
export const SEARCH_TOO_MANY_MESSAGE =
  'Too many searches from your network. Please wait a minute and try again.';

/** The orders of results; the first is the default. */
export const searchSorts = ['relevance', 'newest'] as const;
export type SearchSort = (typeof searchSorts)[number];
