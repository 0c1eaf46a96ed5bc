/** XML documents for search engines and feed readers: sitemap.xml and RSS 2.0. */

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface SitemapUrl {
  path: string;
  lastModified?: string | null;
}

export function sitemapXml(publicUrl: string, urls: SitemapUrl[]): string {
  const body = urls
    .map(({ path, lastModified }) => {
      const loc = `<loc>${escapeXml(new URL(path, `${publicUrl}/`).toString())}</loc>`;
      const lastmod = lastModified
        ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>`
        : '';
      return `  <url>${loc}${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
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
