import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { ScreenError } from '@/components/errors/ScreenError';
import { Loader } from '@/components/ui/loader/Loader';
import {
  blogBySlugQueryOptions,
  relatedBlogsQueryOptions,
  sidebarQueryOptions,
} from '@/features/blog/api/queries';
import { BlogArticleView } from '@/features/blog/components/BlogArticleView';
import { RelatedPosts } from '@/features/blog/components/RelatedPosts';
import { Sidebar } from '@/features/blog/components/Sidebar';
import { LazyComments } from '@/features/comments/components/LazyComments';
import { articleQuizSize } from '@/features/quiz/learning/api/article-quiz-size';
import { LazyArticleQuiz } from '@/features/quiz/learning/components/LazyArticleQuiz';
import { ReadingPositionSlot } from '@/features/saved/SaveSlot';
import { absoluteUrl, breadcrumbJsonLd, pageHead } from '@/lib/seo/page-head';
import { siteSettingsQueryOptions } from '@/lib/site/site-settings';

export const Route = createFileRoute('/$blogSlug')({
  // The loader stays in the entry chunk (vite.config.ts): a page read this often fetches its
  // data at once on navigation, without waiting for its chunk first.
  codeSplitGroupings: [['component', 'errorComponent', 'notFoundComponent']],
  loader: async ({ context: { queryClient }, params }) => {
    // fetchQuery, not ensureQueryData: the page shows what the loader returns (no query
    // observer refreshes it), so data older than its staleTime is fetched again here.
    const [settings, blog, sidebar] = await Promise.all([
      queryClient.ensureQueryData(siteSettingsQueryOptions()),
      queryClient.fetchQuery(blogBySlugQueryOptions(params.blogSlug)),
      queryClient.fetchQuery(sidebarQueryOptions()),
    ]);
    if (!blog) throw notFound();
    // Related posts need the article's tags, so they are asked for once it is known; the
    // quiz's size alongside, so that the page keeps the quiz's room from its first paint.
    const [related, quizQuestions] = await Promise.all([
      queryClient.fetchQuery(
        relatedBlogsQueryOptions(
          blog.slug,
          blog.tags.map((tag) => tag.slug),
        ),
      ),
      articleQuizSize(blog.slug),
    ]);
    return { settings, blog, sidebar, related, quizQuestions };
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
          author: blog.author
            ? {
                '@type': 'Person',
                name: blog.author.name,
                url: absoluteUrl(settings.publicUrl, `/author/${blog.author.slug}`),
              }
            : {
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
  component: ArticlePage,
});

// The page reads what its loader returned (not the query cache), so neither query hooks nor
// the server functions' modules come with the article's first load.
function ArticlePage() {
  const { settings, blog, sidebar, related, quizQuestions } = Route.useLoaderData();
  return (
    <div className="container with-sidebar page-with-sidebar">
      <BlogArticleView
        blog={blog}
        authorLabel={settings.authorLabel}
        url={absoluteUrl(settings.publicUrl, `/${blog.slug}`)}
      >
        <LazyArticleQuiz slug={blog.slug} questions={quizQuestions} />
        <RelatedPosts blogs={related} authorLabel={settings.authorLabel} />
        <LazyComments blogSlug={blog.slug} />
      </BlogArticleView>
      <ReadingPositionSlot slug={blog.slug} />
      <Sidebar data={sidebar} />
    </div>
  );
}
