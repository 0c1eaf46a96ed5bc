import type { SearchPage } from '@apogee/contracts/search';
import type { SearchParams } from '@/lib/search/search-params';
import { facetGroups, SearchFacets } from './SearchFacets';
import { SearchResultList } from './SearchResultList';
import { SearchSortLinks } from './SearchSortLinks';
import { SearchSummary } from './SearchSummary';

export interface SearchResultsViewProps {
  /** The pages loaded so far (the first, then one per Load More). */
  pages: SearchPage[];
  params: SearchParams;
  authorLabel: string;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed?: boolean;
  onLoadMore: () => void;
}

/**
 * The results of a search: the facets beside them, the count and "Did you mean …?" and the
 * order above them, then the cards with Load More; when nothing matches, the count line's "No
 * blogs found!" alone.
 */
export function SearchResultsView({ pages, params, ...list }: SearchResultsViewProps) {
  const first = pages[0];
  const results = pages.flatMap((page) => page.results);
  const faceted = first !== undefined && facetGroups(first.facets, params).length > 0;
  return (
    <div className={faceted ? 'search-layout search-layout--faceted' : 'search-layout'}>
      {first ? <SearchFacets facets={first.facets} params={params} /> : null}
      <div className="search-layout__results">
        <div className="search-toolbar">
          <SearchSummary
            term={first?.term || params.discover.trim()}
            total={first?.total ?? 0}
            didYouMean={first?.didYouMean ?? null}
          />
          {(first?.total ?? 0) > 1 ? <SearchSortLinks params={params} /> : null}
        </div>
        <SearchResultList results={results} {...list} />
      </div>
    </div>
  );
}
