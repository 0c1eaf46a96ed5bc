import type { SearchResult } from '@apogee/contracts/search';
import { LoadMoreButton } from '@/components/ui/load-more/LoadMoreButton';
import { SearchResultCard } from './SearchResultCard';

export interface SearchResultListProps {
  results: SearchResult[];
  authorLabel: string;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last Load More failed: the results so far stay, and the button tries again. */
  loadMoreFailed?: boolean;
  onLoadMore: () => void;
}

/**
 * Search results in two columns with "Load More" (+12). Nothing when there are none: the count
 * line above says "No blogs found!" (docs/product/search.md) then, once (SearchSummary).
 */
export function SearchResultList({
  results,
  authorLabel,
  hasMore,
  loadingMore,
  loadMoreFailed = false,
  onLoadMore,
}: SearchResultListProps) {
  if (results.length === 0) return null;
  return (
    <>
      <ul className="blog-grid blog-grid--2">
        {results.map((result, index) => (
          <li key={result.id}>
            <SearchResultCard
              result={result}
              authorLabel={authorLabel}
              headingLevel={2}
              // The results are the page's main content: the first picture is its largest paint.
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {loadMoreFailed && !loadingMore ? (
        <p className="status-text status-text--error" role="alert">
          Failed to fetch blogs
        </p>
      ) : null}
      <LoadMoreButton hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} />
    </>
  );
}
