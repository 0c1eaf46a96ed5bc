import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { ScreenError } from '@/components/errors/ScreenError';
import { Loader } from '@/components/ui/loader/Loader';
import { authorPageQueryOptions } from '@/features/blog/api/queries';
import { AuthorProfile } from '@/features/blog/components/AuthorProfile';
import { GrowingBlogList } from '@/features/blog/components/BlogListStates';
import { FollowSlot } from '@/features/follows/components/FollowSlot';
import { absoluteUrl, breadcrumbJsonLd, pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/author/$authorSlug')({
  loader: async ({ context: { queryClient }, params }) => {
    const [settings, pages] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureInfiniteQueryData(authorPageQueryOptions(params.authorSlug)),
    ]);
    const author = pages.pages[0]?.author;
    if (!author) throw notFound();
    return { settings, author };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { settings, author } = loaderData;
    const path = `/author/${author.slug}`;
    const image = author.picture?.url;
    return pageHead({
      settings,
      title: `${author.name} | ${settings.siteName}`,
      description:
        author.bio?.slice(0, 300) ??
        `Articles by ${author.name}${author.jobTitle ? `, ${author.jobTitle}` : ''}, on ${settings.siteName}.`,
      path,
      image,
      type: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: absoluteUrl(settings.publicUrl, path),
          mainEntity: {
            '@type': 'Person',
            name: author.name,
            url: absoluteUrl(settings.publicUrl, path),
            jobTitle: author.jobTitle ?? undefined,
            description: author.bio ?? undefined,
            image: image ? absoluteUrl(settings.publicUrl, image) : undefined,
            sameAs: author.links.length > 0 ? author.links.map((link) => link.url) : undefined,
            worksFor: { '@type': 'Organization', name: settings.siteName },
          },
        },
        breadcrumbJsonLd(settings.publicUrl, [
          { name: 'Home', path: '/' },
          { name: author.name, path },
        ]),
      ],
    });
  },
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ScreenError message="Failed to fetch the author's articles" />,
  component: AuthorPage,
});

function AuthorPage() {
  const { authorSlug } = Route.useParams();
  const { author } = Route.useLoaderData();
  const { authorLabel } = useSiteSettings();
  const list = useSuspenseInfiniteQuery(authorPageQueryOptions(authorSlug));
  return (
    <div className="container">
      <section aria-labelledby="author-name">
        <AuthorProfile author={author} />
        <FollowSlot kind="author" slug={authorSlug} name={author.name} />
        <h2 className="section-title">Articles by {author.name}</h2>
        <GrowingBlogList
          blogs={list.data.pages.flatMap((page) => page.blogs)}
          authorLabel={authorLabel}
          emptyText={`No articles by ${author.name} yet.`}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          headingLevel={3}
        />
      </section>
    </div>
  );
}
