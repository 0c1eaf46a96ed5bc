import { rssXml } from './feeds';
import { siteEntries } from './site-entries.server';
import { getSiteSettings } from './site-settings.functions';

/** Items per feed. */
const FEED_ITEMS = 30;

/** The site's RSS feed, or one category's when `categorySlug` is given (404 if unknown). */
export async function rssResponse(categorySlug?: string): Promise<Response> {
  // The site settings' read, called in-process (the brand's defaults when the CMS is away).
  const [entries, settings] = await Promise.all([siteEntries(), getSiteSettings()]);
  const { siteName } = settings;
  const category = categorySlug
    ? entries.categories.find((candidate) => candidate.slug === categorySlug)
    : undefined;
  if (categorySlug && !category) {
    return new Response('No category has this address.', { status: 404 });
  }
  const blogs = entries.blogs
    .filter((blog) => !category || blog.category?.slug === category.slug)
    .slice(0, FEED_ITEMS);
  const xml = rssXml(
    settings.publicUrl,
    {
      title: category ? `${category.name} | ${siteName}` : siteName,
      description: settings.seoDescription,
      path: category ? `/category/${category.slug}` : '/',
      feedPath: category ? `/category/${category.slug}/rss.xml` : '/rss.xml',
    },
    blogs.map((blog) => ({
      title: blog.title,
      path: `/${blog.slug}`,
      description: blog.description,
      publishedAt: blog.publishedAt,
      category: blog.category?.name,
    })),
  );
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  });
}
