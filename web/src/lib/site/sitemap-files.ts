// The sitemap's files: /sitemap.xml is an index (sitemaps.org) of one file for the site's pages
// (static pages, categories, magazines, stories) and one file per page of the quiz-service's
// article addresses, so no request ever reads every article (docs/performance.md).
import { sitemapQuerySchema } from '@apogee/contracts/search';
import type { SitemapUrl } from './feeds';

export type SitemapFile = { kind: 'pages' } | { kind: 'articles'; page: number };

/** Where the index's files live: `/sitemaps/pages.xml`, `/sitemaps/articles-1.xml`… */
export function sitemapFilePath(file: SitemapFile): string {
  return file.kind === 'pages' ? '/sitemaps/pages.xml' : `/sitemaps/articles-${file.page}.xml`;
}

/**
 * The file a `/sitemaps/<name>` address asks for, or null. Only the names the index writes are
 * read (no `articles-01.xml`), and no page the quiz-service would refuse to serve.
 */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const page = /^articles-([1-9]\d*)\.xml$/.exec(name)?.[1];
  if (!page) return null;
  const query = sitemapQuerySchema.safeParse({ page });
  return query.success ? { kind: 'articles', page: query.data.page } : null;
}

/** The index's files: the pages file, then the article files 1…`articlePages`. */
export function sitemapIndexFiles(articlePages: number): SitemapFile[] {
  const articles = Array.from(
    { length: Math.max(0, Math.trunc(articlePages)) },
    (_, index): SitemapFile => ({ kind: 'articles', page: index + 1 }),
  );
  return [{ kind: 'pages' }, ...articles];
}

/** Pages of the site that are not CMS entries. */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/publications',
  '/stories',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/information-policy',
  '/user-profile',
];

/** A CMS slug as one path segment (a slug is never read as a path, query or fragment). */
const segment = (slug: string) => encodeURIComponent(slug);

export interface SiteSections {
  categories: readonly { slug: string; name: string }[];
  magazines: readonly { slug: string; updatedAt: string | null }[];
  stories: readonly { slug: string; updatedAt: string | null }[];
}

/**
 * The pages file's addresses; the category named "other" is hidden, as everywhere
 * (docs/product/articles-and-lists.md#sidebar).
 */
export function sitePageUrls({ categories, magazines, stories }: SiteSections): SitemapUrl[] {
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categories
      .filter((category) => category.name.toLowerCase() !== 'other')
      .map((category) => ({ path: `/category/${segment(category.slug)}` })),
    ...magazines.map((magazine) => ({
      path: `/publications/${segment(magazine.slug)}`,
      lastModified: magazine.updatedAt,
    })),
    ...stories.map((story) => ({
      path: `/story/${segment(story.slug)}`,
      lastModified: story.updatedAt,
    })),
  ];
}

/** An article file's addresses, as the quiz-service's search index lists them. */
export function articleUrls(
  articles: readonly { slug: string; lastModified: string | null }[],
): SitemapUrl[] {
  return articles.map((article) => ({
    path: `/${segment(article.slug)}`,
    lastModified: article.lastModified,
  }));
}
