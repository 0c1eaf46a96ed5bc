import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { ScreenError } from '@/components/errors/ScreenError';
import { Loader } from '@/components/ui/loader/Loader';
import { blogBySlugQueryOptions } from '@/features/blog/api/blog-by-slug';
import { relatedBlogsQueryOptions } from '@/features/blog/api/related-blogs';
import { sidebarQueryOptions } from '@/features/blog/api/sidebar';
import { BlogArticleView } from '@/features/blog/components/BlogArticleView';
import { RelatedPosts } from '@/features/blog/components/RelatedPosts';
import { Sidebar } from '@/features/blog/components/Sidebar';
import { LazyComments } from '@/features/engagement/components/LazyComments';
import { absoluteUrl, breadcrumbJsonLd, pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';
import { useSiteSettings } from '@/lib/site/use-site-settings';

export const Route = createFileRoute('/$blogSlug')({
  loader: async ({ context: { queryClient }, params }) => {
    const [settings, blog] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.ensureQueryData(blogBySlugQueryOptions(params.blogSlug)),
      queryClient.ensureQueryData(sidebarQueryOptions()),
    ]);
    if (!blog) throw notFound();
    // Related posts are below the fold: fetched, but the page does not wait for them.
    void queryClient.prefetchQuery(
      relatedBlogsQueryOptions(
        blog.slug,
        blog.tags.map((tag) => tag.slug),
      ),
    );
    return { settings, blog };
  },
  head: ({ loaderData }) => {
    if (!loaderData) return {};
    const { settings, blog } = loaderData;
    const path = `/${blog.slug}`;
    const description = blog.seo.description ?? blog.description;
    const image = blog.seo.image ?? blog.image?.url ?? null;
    return pageHead({
      settings,
      title: `${blog.seo.title ?? blog.title} | ${settings.siteName}`,
      description,
      path,
      image,
      type: 'article',
      keywords: blog.seo.keywords ?? undefined,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: blog.title,
          description,
          image: image ? [absoluteUrl(settings.publicUrl, image)] : undefined,
          datePublished: blog.publishedAt ?? undefined,
          dateModified: blog.updatedAt ?? blog.publishedAt ?? undefined,
          author: {
            '@type': 'Organization',
            name: settings.authorLabel,
            url: absoluteUrl(settings.publicUrl, '/user-profile'),
          },
          publisher: { '@type': 'Organization', name: settings.siteName },
          mainEntityOfPage: absoluteUrl(settings.publicUrl, path),
          articleSection: blog.category?.name,
          keywords: blog.tags.map((tag) => tag.name).join(', ') || undefined,
        },
        breadcrumbJsonLd(settings.publicUrl, [
          { name: 'Home', path: '/' },
          ...(blog.category
            ? [{ name: blog.category.name, path: `/category/${blog.category.slug}` }]
            : []),
          { name: blog.title, path },
        ]),
      ],
    });
  },
  pendingComponent: () => <Loader fullScreen />,
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ScreenError message="Failed to fetch blogs" />,
  component: BlogPage,
});

function BlogPage() {
  const { blogSlug } = Route.useParams();
  const settings = useSiteSettings();
  const { data: blog } = useSuspenseQuery(blogBySlugQueryOptions(blogSlug));
  const { data: sidebar } = useSuspenseQuery(sidebarQueryOptions());
  const tagSlugs = blog?.tags.map((tag) => tag.slug) ?? [];
  const { data: related } = useSuspenseQuery(relatedBlogsQueryOptions(blogSlug, tagSlugs));
  if (!blog) return <NotFoundPage />;
  return (
    <div className="container with-sidebar page-with-sidebar">
      <BlogArticleView
        blog={blog}
        authorLabel={settings.authorLabel}
        url={absoluteUrl(settings.publicUrl, `/${blog.slug}`)}
      >
        <RelatedPosts blogs={related} authorLabel={settings.authorLabel} />
        <LazyComments blogSlug={blog.slug} />
      </BlogArticleView>
      <Sidebar data={sidebar} />
    </div>
  );
}
