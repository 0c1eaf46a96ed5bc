import { describe, expect, it } from 'vitest';
import { addressMaker, robotsTxt, rssXml, sitemapIndexXml, sitemapXml } from './feeds';

const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

describe('sitemap file', () => {
  it('lists absolute URLs with their last change', () => {
    const xml = sitemapXml('https://apogee.example', [
      { path: '/' },
      { path: '/jet-stream', lastModified: '2026-03-05T10:00:00.000Z' },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(xml).toContain('<url><loc>https://apogee.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://apogee.example/jet-stream</loc><lastmod>2026-03-05</lastmod></url>',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('escapes addresses and encodes what is not ASCII', () => {
    const xml = sitemapXml('https://apogee.example', [{ path: '/a&b\'<c>"/café' }]);
    expect(xml).toContain('<loc>https://apogee.example/a&amp;b&apos;%3Cc%3E%22/caf%C3%A9</loc>');
  });

  it('leaves out a date that is not one, rather than write a file crawlers refuse', () => {
    const xml = sitemapXml('https://apogee.example', [
      { path: '/a', lastModified: 'yesterday' },
      { path: '/b', lastModified: null },
      { path: '/c', lastModified: '2026-03-05 10:00:00+00' },
    ]);
    expect(xml).not.toContain('yesterday');
    expect(xml).toContain('<url><loc>https://apogee.example/b</loc></url>');
    expect(xml).toContain('<lastmod>2026-03-05</lastmod>');
  });

  it('stops at the file limit: every address up to it, none past it', () => {
    const urls = ['/one', '/two', '/three'].map((path) => ({ path }));
    expect(urlCount(sitemapXml('https://apogee.example', urls.slice(0, 2), { maxUrls: 2 }))).toBe(
      2,
    );
    const cut = sitemapXml('https://apogee.example', urls, { maxUrls: 2 });
    expect(urlCount(cut)).toBe(2);
    expect(cut).not.toContain('/three');
  });
});

describe('addresses on the public URL', () => {
  it('are what an address parser makes of each path, on every kind of public URL', () => {
    const paths = [
      '/',
      '',
      '/jet-stream',
      '/sitemaps/articles-12.xml',
      '/category/air-traffic-safety',
      '/story/night%20launch',
      '/a/b/',
      '/a_b~c.d',
      '/100%',
      '/%zz',
      '/./a',
      '/a/../b',
      '/a/%2e%2E/b',
      '/a/%2E/b',
      '/.well-known',
      '//elsewhere.example/x',
      '/a//b',
      '/café',
      '/a b',
      '/a?b#c',
      'relative',
      '\\back',
      '/a\\b',
      '/a\tb',
    ];
    for (const publicUrl of [
      'https://apogee.example',
      'https://Apogee.Example:443',
      'http://localhost:3100',
      'https://apogee.example/site',
    ]) {
      const address = addressMaker(publicUrl);
      for (const path of paths)
        expect(address(path), `${publicUrl} + ${path}`).toBe(
          new URL(path, `${publicUrl}/`).toString(),
        );
    }
  });
});

describe('sitemap index', () => {
  it('lists each file by its absolute address', () => {
    const xml = sitemapIndexXml('https://apogee.example', [
      { path: '/sitemaps/pages.xml' },
      { path: '/sitemaps/articles-1.xml', lastModified: '2026-03-05T10:00:00.000Z' },
    ]);
    expect(xml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <sitemap><loc>https://apogee.example/sitemaps/pages.xml</loc></sitemap>\n' +
        '  <sitemap><loc>https://apogee.example/sitemaps/articles-1.xml</loc><lastmod>2026-03-05</lastmod></sitemap>\n' +
        '</sitemapindex>',
    );
    expect(xml).not.toContain('<url>');
  });

  it('escapes the addresses of its files', () => {
    const xml = sitemapIndexXml('https://apogee.example', [{ path: '/sitemaps/a&b.xml' }]);
    expect(xml).toContain('<loc>https://apogee.example/sitemaps/a&amp;b.xml</loc>');
  });

  it('stops at the index limit', () => {
    const files = [1, 2, 3].map((page) => ({ path: `/sitemaps/articles-${page}.xml` }));
    const xml = sitemapIndexXml('https://apogee.example', files, { maxFiles: 2 });
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
    expect(xml).not.toContain('articles-3.xml');
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
