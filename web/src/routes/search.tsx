import { SEARCH_TOO_MANY_MESSAGE } from '@apogee/contracts/search-limits';
import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { searchBlogsQueryOptions } from '@/features/blog/api/queries';
import {
  SearchError,
  SearchPrompt,
  SearchRefused,
  SearchScreen,
} from '@/features/blog/components/SearchScreen';
import { SearchResultsView } from '@/features/blog/components/SearchResultsView';
import { pageHead } from '@/lib/seo/page-head';
import {
  parseSearchParams,
  searchRequestOf,
  type SearchParams,
  type SearchRequest,
} from '@/lib/search/search-params';
import { PagedList } from '@/lib/pagination/PagedList';
import { isSearchRefused } from '@/lib/search/search-refused';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

// Search results from the quiz-service's index (docs/architecture.md, "Search"). The address
// holds the whole search (term, facets, order), so a result page is a plain link: the web
// server renders it like any page for everyone, and Load More asks for the rest. The web keeps
// a result page only once its address has been asked for a few times
// (web/server/http/shared-pages.ts), and the service limits searches per address: over it the
// page answers 429 with its message.

export const Route = createFileRoute('/search')({
  // The loader stays in the entry chunk (vite.config.ts): a page read this often fetches its
  // data at once on navigation, without waiting for its chunk first.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  validateSearch: parseSearchParams,
  loaderDeps: ({ search }) => ({ request: searchRequestOf(search) }),
  loader: async ({ context: { queryClient }, deps: { request } }) => {
    // The results come to the page as loader data, as the home page's recent posts (PagedList).
    const [settings, results] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      request.term ? queryClient.fetchInfiniteQuery(searchBlogsQueryOptions(request)) : null,
    ]);
    return { settings, term: request.term, results };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Search${loaderData.term ? `: ${loaderData.term}` : ''} | ${loaderData.settings.siteName}`,
          description: `Articles from ${loaderData.settings.siteName} matching your search.`,
          path: '/search',
          noIndex: true,
        })
      : {},
  errorComponent: SearchFailed,
  component: SearchPage,
});

function SearchPage() {
  const params = Route.useSearch();
  const request = searchRequestOf(params);
  return (
    <SearchScreen params={params}>
      {request.term ? <SearchResults request={request} params={params} /> : <SearchPrompt />}
    </SearchScreen>
  );
}

function SearchResults({ request, params }: { request: SearchRequest; params: SearchParams }) {
  const { authorLabel } = useSiteSettings();
  const { results } = Route.useLoaderData();
  if (!results) return null;
  return (
    <PagedList options={searchBlogsQueryOptions(request)} first={results}>
      {(list) => (
        <SearchResultsView
          pages={list.pages}
          params={params}
          authorLabel={authorLabel}
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          loadMoreFailed={list.loadMoreFailed}
          onLoadMore={list.loadMore}
        />
      )}
    </PagedList>
  );
}

/**
 * The first page of results could not be had: "Failed to fetch blogs", and a way to try again; or,
 * when the reader's address searched too often, the service's message (the answer is a 429).
 */
function SearchFailed({ error }: ErrorComponentProps) {
  const params = Route.useSearch();
  const router = useRouter();
  if (isSearchRefused(error))
    return (
      <SearchScreen params={params}>
        <SearchRefused message={SEARCH_TOO_MANY_MESSAGE} />
      </SearchScreen>
    );
  return (
    <SearchScreen params={params}>
      <SearchError onRetry={() => void router.invalidate()} />
    </SearchScreen>
  );
}
