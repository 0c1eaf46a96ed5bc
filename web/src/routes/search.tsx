import { useInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Loader } from '@/components/ui/loader/Loader';
import { searchBlogsQueryOptions } from '@/features/blog/api/queries';
import { BlogPagesList } from '@/features/blog/components/BlogListStates';
import { pageHead } from '@/lib/seo/page-head';
import { normaliseSearchTerm } from '@/lib/search/match-blog';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { discover: string } => ({
    discover: typeof search.discover === 'string' ? search.discover.slice(0, 200) : '',
  }),
  loaderDeps: ({ search }) => ({ term: normaliseSearchTerm(search.discover) }),
  loader: async ({ context: { queryClient }, deps }) => {
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      deps.term ? queryClient.prefetchInfiniteQuery(searchBlogsQueryOptions(deps.term)) : undefined,
    ]);
    return { settings, term: deps.term };
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
  component: SearchPage,
});

function SearchPage() {
  const { discover } = Route.useSearch();
  const term = normaliseSearchTerm(discover);
  const { authorLabel } = useSiteSettings();
  const list = useInfiniteQuery({ ...searchBlogsQueryOptions(term), enabled: term !== '' });
  return (
    <div className="container page-with-sidebar">
      <section aria-labelledby="search-title">
        <h1 id="search-title" className="page-title">
          Blogs
        </h1>
        {term && list.isPending ? (
          <Loader />
        ) : list.isError ? (
          <p className="status-text status-text--error" role="alert">
            Failed to fetch blogs
          </p>
        ) : (
          <BlogPagesList list={list} authorLabel={authorLabel} headingLevel={2} />
        )}
      </section>
    </div>
  );
}
