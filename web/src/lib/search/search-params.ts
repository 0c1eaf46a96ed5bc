import {
  SEARCH_FILTER_MAX,
  SEARCH_TERM_MAX,
  SEARCH_YEAR_MAX,
  SEARCH_YEAR_MIN,
  searchSorts,
  type SearchSort,
} from '@apogee/contracts/search-limits';

// The /search page's address (`/search?discover=…&category=…&tag=…&year=…&sort=…`) and the
// quiz-service request it stands for. The route's validateSearch runs this module in every
// page's first load, so it holds only the reading of the address (the links that change it are
// in search-links.ts, the service's path in search-api-path.ts), and takes the contract's
// bounds from its zod-free module.

export { SEARCH_TERM_MAX };
/** The first order is the default and stays out of the address. */
export const DEFAULT_SEARCH_SORT: SearchSort = searchSorts[0];

/** The search page's parameters, as validated from its address. */
export interface SearchParams {
  /** The term as typed (/search?discover={term}, docs/product/search.md); blank means no search. */
  discover: string;
  /** A category's slug. */
  category?: string;
  /** A tag's slug. */
  tag?: string;
  year?: number;
  /** Absent for the default, relevance. */
  sort?: SearchSort;
}

/** What the page asks the quiz-service (GET /api/search), minus the page's offset. */
export interface SearchRequest {
  term: string;
  sort: SearchSort;
  category?: string;
  tag?: string;
  year?: number;
}

/** Blank or whitespace-only terms are not searched. */
export function normaliseSearchTerm(term: string | null | undefined): string {
  return (term ?? '').trim();
}

/**
 * A value of the address as text. The router reads each value as JSON when it can, so
 * `?discover=1969` arrives as a number and `?tag=true` as a boolean: both are still text typed
 * by a reader. Objects and arrays are not a term.
 */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function filterOf(value: unknown): string | undefined {
  const text = textOf(value)?.trim().slice(0, SEARCH_FILTER_MAX);
  return text ? text : undefined;
}

export function yearOf(value: unknown): number | undefined {
  const year = typeof value === 'string' || typeof value === 'number' ? Number(value) : NaN;
  return Number.isInteger(year) && year >= SEARCH_YEAR_MIN && year <= SEARCH_YEAR_MAX
    ? year
    : undefined;
}

function sortOf(value: unknown): SearchSort | undefined {
  const sort = searchSorts.find((known) => known === value);
  return sort === DEFAULT_SEARCH_SORT ? undefined : sort;
}

/**
 * validateSearch of /search: every parameter parsed and bounded; anything unknown or out of
 * bounds is left undefined (the router then sends the reader to the address it understood).
 */
export function parseSearchParams(search: Record<string, unknown>): SearchParams {
  return {
    discover: (textOf(search.discover) ?? '').slice(0, SEARCH_TERM_MAX),
    category: filterOf(search.category),
    tag: filterOf(search.tag),
    year: yearOf(search.year),
    sort: sortOf(search.sort),
  };
}

export function searchRequestOf({ discover, sort, ...filters }: SearchParams): SearchRequest {
  return { term: normaliseSearchTerm(discover), sort: sort ?? DEFAULT_SEARCH_SORT, ...filters };
}
