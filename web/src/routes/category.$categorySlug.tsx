import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { ScreenError } from '@/components/errors/ScreenError';
import { Loader } from '@/components/ui/loader/Loader';
import { blogsByCategoryQueryOptions, sidebarQueryOptions } from '@/features/blog/api/queries';
import { BlogPagesList } from '@/features/blog/components/BlogListStates';
import { Sidebar } from '@/features/blog/components/Sidebar';
import { FollowSlot } from '@/features/follows/components/FollowSlot';
import { breadcrumbJsonLd, pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/category/$categorySlug')({
  loader: async ({ context: { queryClient }, params }) => {
    const [settings, pages] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureInfiniteQueryData(blogsByCategoryQueryOptions(params.categorySlug)),
      queryClient.ensureQueryData(sidebarQueryOptions()),
    ]);
    const first = pages.pages[0];
    if (!first?.category) throw notFound();
    // The title is the category name of the first blog (docs/product/articles-and-lists.md).
    const title = first.blogs[0]?.category?.name ?? first.category.name;
    return { settings, title, slug: first.category.slug };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          settings: loaderData.settings,
          title: `${loaderData.title} | ${loaderData.settings.siteName}`,
          description: `${loaderData.title}: articles from ${loaderData.settings.siteName}.`,
          path: `/category/${loaderData.slug}`,
          feed: {
            title: `${loaderData.title} | ${loaderData.settings.siteName}`,
            path: `/category/${loaderData.slug}/rss.xml`,
          },
          jsonLd: [
            breadcrumbJsonLd(loaderData.settings.publicUrl, [
              { name: 'Home', path: '/' },
              { name: loaderData.title, path: `/category/${loaderData.slug}` },
            ]),
          ],
        })
      : {},
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ScreenError message="Failed to fetch category blogs" />,
  component: CategoryPage,
});

function CategoryPage() {
  const { categorySlug } = Route.useParams();
  const { title } = Route.useLoaderData();
  const { authorLabel } = useSiteSettings();
  const list = useSuspenseInfiniteQuery(blogsByCategoryQueryOptions(categorySlug));
  const { data: sidebar } = useSuspenseQuery(sidebarQueryOptions());
  return (
    <div className="container with-sidebar page-with-sidebar">
      <section aria-labelledby="category-title">
        <h1 id="category-title" className="page-title">
          {title}
        </h1>
        <FollowSlot kind="category" slug={categorySlug} name={title} />
        <BlogPagesList list={list} authorLabel={authorLabel} firstIsLargestPaint headingLevel={2} />
      </section>
      <Sidebar data={sidebar} />
    </div>
  );
}
