import type { SearchSort } from '@apogee/contracts/search';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { withSort } from '@/lib/search/search-links';
import { searchSorts } from '@apogee/contracts/search-limits';
import { DEFAULT_SEARCH_SORT, type SearchParams } from '@/lib/search/search-params';

const SORT_LABELS: Record<SearchSort, string> = { relevance: 'Relevance', newest: 'Newest' };

/**
 * The order of the results, kept in the address: plain links, so it works before (and
 * without) the page's scripts; the current order is marked with aria-current="page".
 */
export function SearchSortLinks({ params }: { params: SearchParams }) {
  const labelId = useId();
  const current = params.sort ?? DEFAULT_SEARCH_SORT;
  return (
    <div className="search-sort">
      <span id={labelId} className="search-sort__label">
        Sort by
      </span>
      <ul className="search-sort__options" aria-labelledby={labelId}>
        {searchSorts.map((sort) => (
          <li key={sort}>
            <Link
              to="/search"
              search={withSort(params, sort)}
              className="search-sort__option"
              // Only the address itself is the current order (the router would also count an
              // address with more in it), and its link is the page's own.
              activeOptions={{ exact: true }}
              aria-current={sort === current ? 'page' : undefined}
            >
              {SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
