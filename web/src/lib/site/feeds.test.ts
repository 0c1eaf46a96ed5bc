import { describe, expect, it } from 'vitest';
import { robotsTxt, rssXml, sitemapXml } from './feeds';

describe('sitemap', () => {
  it('lists absolute URLs with their last change', () => {
    const xml = sitemapXml('https://apogee.example', [
      { path: '/' },
      { path: '/jet-stream', lastModified: '2026-03-05T10:00:00.000Z' },
    ]);
    expect(xml).toContain('<url><loc>https://apogee.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://apogee.example/jet-stream</loc><lastmod>2026-03-05</lastmod></url>',
    );
  });
});

describe('RSS feed', () => {
  it('escapes titles and dates items in RFC 822 form', () => {
    const xml = rssXml(
      'https://apogee.example',
      { title: 'Apogee', description: 'Air & space', path: '/', feedPath: '/rss.xml' },
      [
        {
          title: 'Wings <and> "lift"',
          path: '/lift',
          description: 'Why & how',
          publishedAt: '2026-03-05T10:00:00.000Z',
          category: 'Aviation',
        },
      ],
    );
    expect(xml).toContain('<title>Wings &lt;and&gt; &quot;lift&quot;</title>');
    expect(xml).toContain('<link>https://apogee.example/lift</link>');
    expect(xml).toContain('<pubDate>Thu, 05 Mar 2026 10:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Air &amp; space</description>');
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap and away from search results', () => {
    const text = robotsTxt('https://apogee.example');
    expect(text).toContain('Sitemap: https://apogee.example/sitemap.xml');
    expect(text).toContain('Disallow: /search');
  });
});
