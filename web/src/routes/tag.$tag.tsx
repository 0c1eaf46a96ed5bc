import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Pagination } from '@/components/ui/pagination/Pagination';
import { blogsByTagQueryOptions } from '@/features/blog/api/queries';
import { BlogCardGrid } from '@/features/blog/components/BlogCardGrid';
import { FollowSlot } from '@/features/follows/components/FollowSlot';
import { scrollToTop } from '@/lib/dom/use-scroll-position';
import { breadcrumbJsonLd, pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/tag/$tag')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const tagPage = blogsByTagQueryOptions(params.tag, deps.page);
    const [settings] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      // Errors are shown by the page itself ("Error: …"), so they must not fail the loader.
      queryClient.prefetchQuery(tagPage),
    ]);
    // The name as the CMS spells it ("NASA"); the address's slug when no tag has it.
    return { settings, tagName: queryClient.getQueryData(tagPage.queryKey)?.name ?? params.tag };
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `Blogs tagged with: ${loaderData.tagName} | ${loaderData.settings.siteName}`,
          description: `Articles tagged ${loaderData.tagName} on ${loaderData.settings.siteName}.`,
          path: `/tag/${encodeURIComponent(params.tag)}`,
          jsonLd: [
            breadcrumbJsonLd(loaderData.settings.publicUrl, [
              { name: 'Home', path: '/' },
              { name: loaderData.tagName, path: `/tag/${encodeURIComponent(params.tag)}` },
            ]),
          ],
        })
      : {},
  component: TagPage,
});

function TagPage() {
  const { tag } = Route.useParams();
  const { tagName } = Route.useLoaderData();
  const { page = 1 } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { authorLabel } = useSiteSettings();
  const result = useQuery({
    ...blogsByTagQueryOptions(tag, page),
    placeholderData: keepPreviousData,
  });

  function goTo(next: number) {
    scrollToTop();
    void navigate({ search: next > 1 ? { page: next } : {}, resetScroll: false });
  }

  return (
    <div className="container page-with-sidebar">
      <section aria-labelledby="tag-title">
        <h1 id="tag-title" className="page-title">
          Blogs tagged with: {result.data?.name ?? tagName}
        </h1>
        <FollowSlot kind="tag" slug={tag} name={tagName} />
        {result.isPending ? (
          <p className="status-text" role="status">
            Loading...
          </p>
        ) : result.isError ? (
          <p className="status-text status-text--error" role="alert">
            Error: {result.error.message || 'Failed to fetch tags blogs'}
          </p>
        ) : result.data.blogs.length === 0 ? (
          <p className="status-text">No blogs found for this tag.</p>
        ) : (
          <>
            <BlogCardGrid blogs={result.data.blogs} authorLabel={authorLabel} headingLevel={2} />
            <Pagination page={page} pageCount={result.data.pageCount} onPageChange={goTo} />
          </>
        )}
      </section>
    </div>
  );
}
