import { CmsError } from '@/lib/cms/cms-client.server';
import { categoryFeedArticles, siteFeedArticles } from './feed-articles.server';
import { rssXml } from './feeds';
import { getSiteSettings } from './site-settings.functions';

/** Longest category slug looked up (a slug is short; an address is not a place for essays). */
const SLUG_MAX = 200;

/** The site's newest articles, or a category's (null when no category has this slug). */
async function feedArticles(categorySlug?: string) {
  if (categorySlug === undefined) return { category: null, items: await siteFeedArticles() };
  return categoryFeedArticles(categorySlug.slice(0, SLUG_MAX));
}

/**
 * The site's RSS feed, or one category's when `categorySlug` is given (404 if unknown): its
 * newest articles only, one bounded CMS request, whatever the size of the archive.
 */
export async function rssResponse(categorySlug?: string): Promise<Response> {
  let feed: Awaited<ReturnType<typeof feedArticles>>;
  let settings: Awaited<ReturnType<typeof getSiteSettings>>;
  try {
    // The site settings' read, called in-process (the brand's defaults when the CMS is away).
    [feed, settings] = await Promise.all([feedArticles(categorySlug), getSiteSettings()]);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    // A feed reader tries again later and keeps the items it already has.
    return new Response('The feed is unavailable right now. Please try again later.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
    });
  }
  if (!feed) return new Response('No category has this address.', { status: 404 });
  const { siteName } = settings;
  const { category, items } = feed;
  const xml = rssXml(
    settings.publicUrl,
    {
      title: category ? `${category.name} | ${siteName}` : siteName,
      description: settings.seoDescription,
      path: category ? `/category/${category.slug}` : '/',
      feedPath: category ? `/category/${category.slug}/rss.xml` : '/rss.xml',
    },
    items,
  );
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
  });
}
