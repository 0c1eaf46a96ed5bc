import type { SearchSort } from '@apogee/contracts/search';
import { DEFAULT_SEARCH_SORT, filterOf, yearOf, type SearchParams } from './search-params';

// The addresses the results page links to: the same search with a facet or the order changed.

/** Facets a reader can narrow the results by, as named in the address. */
export type SearchFacetName = 'category' | 'tag' | 'year';

/** The page's parameters with one facet set to `value`, or cleared when `value` is undefined. */
export function withFacet(
  params: SearchParams,
  facet: SearchFacetName,
  value: string | undefined,
): SearchParams {
  const next: SearchParams = { ...params };
  delete next[facet];
  if (value === undefined) return next;
  if (facet === 'year') {
    const year = yearOf(value);
    if (year !== undefined) next.year = year;
  } else {
    const filter = filterOf(value);
    if (filter) next[facet] = filter;
  }
  return next;
}

/** The page's parameters sorted by `sort` (the default leaves the address). */
export function withSort(params: SearchParams, sort: SearchSort): SearchParams {
  const next: SearchParams = { ...params };
  delete next.sort;
  if (sort !== DEFAULT_SEARCH_SORT) next.sort = sort;
  return next;
}

/** The page's value of a facet, as the facet lists write their values. */
export function facetValueOf(params: SearchParams, facet: SearchFacetName): string | undefined {
  return facet === 'year' ? params.year?.toString() : params[facet];
}
