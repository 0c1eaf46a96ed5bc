/** XML documents for search engines and feed readers: sitemaps (sitemaps.org) and RSS 2.0. */
import { SITEMAP_FILE_URLS } from '@apogee/contracts/search';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/**
 * A path made of unreserved characters and percent escapes, with no empty or dot segment: an
 * address parser leaves it as it is, so it is appended to the origin without one. Parsing each
 * address was most of the time of a 50,000-address file.
 */
const PLAIN_PATH = /^(?:\/(?!\.|%2e)[\w\-.~%]+)*\/?$/i;

/** Absolute addresses on the site's public origin, as `new URL(path, publicUrl)` writes them. */
export function addressMaker(publicUrl: string): (path: string) => string {
  const base = `${publicUrl}/`;
  const { origin } = new URL(base);
  return (path) =>
    path.startsWith('/') && PLAIN_PATH.test(path)
      ? `${origin}${path}`
      : new URL(path, base).toString();
}

export interface SitemapUrl {
  path: string;
  lastModified?: string | null;
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `<loc>` with the address, and `<lastmod>` when the date is one. */
function sitemapEntry(address: (path: string) => string, url: SitemapUrl): string {
  const loc = `<loc>${escapeXml(address(url.path))}</loc>`;
  // A crawler drops a file with a malformed date: only a leading YYYY-MM-DD is kept.
  const day = url.lastModified && /^\d{4}-\d{2}-\d{2}/.exec(url.lastModified)?.[0];
  return day ? `${loc}<lastmod>${day}</lastmod>` : loc;
}

/**
 * A sitemap file. Search engines refuse a whole file past the sitemaps.org limit, so addresses
 * past `maxUrls` are left out rather than the file made unreadable.
 */
export function sitemapXml(
  publicUrl: string,
  urls: readonly SitemapUrl[],
  { maxUrls = SITEMAP_FILE_URLS }: { maxUrls?: number } = {},
): string {
  const address = addressMaker(publicUrl);
  const body = urls
    .slice(0, maxUrls)
    .map((url) => `  <url>${sitemapEntry(address, url)}</url>\n`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${body}</urlset>\n`;
}

/** A sitemap index: the addresses of sitemap files (at most `maxFiles`, as for addresses). */
export function sitemapIndexXml(
  publicUrl: string,
  files: readonly SitemapUrl[],
  { maxFiles = SITEMAP_FILE_URLS }: { maxFiles?: number } = {},
): string {
  const address = addressMaker(publicUrl);
  const body = files
    .slice(0, maxFiles)
    .map((file) => `  <sitemap>${sitemapEntry(address, file)}</sitemap>\n`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body}</sitemapindex>\n`;
}

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  publishedAt: string | null;
  category?: string | null;
}

export interface FeedChannel {
  title: string;
  description: string;
  /** Path of the page the feed mirrors. */
  path: string;
  /** Path of the feed itself. */
  feedPath: string;
}

export function rssXml(publicUrl: string, channel: FeedChannel, items: FeedItem[]): string {
  const url = (path: string) => escapeXml(new URL(path, `${publicUrl}/`).toString());
  const entries = items
    .map((item) =>
      [
        '    <item>',
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${url(item.path)}</link>`,
        `      <guid isPermaLink="true">${url(item.path)}</guid>`,
        `      <description>${escapeXml(item.description)}</description>`,
        item.category ? `      <category>${escapeXml(item.category)}</category>` : '',
        item.publishedAt
          ? `      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>`
          : '',
        '    </item>',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${url(channel.path)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${url(channel.feedPath)}" rel="self" type="application/rss+xml"/>`,
    entries,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /internal/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
