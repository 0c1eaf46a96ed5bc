import { describe, expect, it } from 'vitest';
import {
  STATIC_PATHS,
  articleUrls,
  parseSitemapFile,
  sitePageUrls,
  sitemapFilePath,
  sitemapIndexFiles,
} from './sitemap-files';

describe('sitemap files', () => {
  it('lists the pages file, then one file per page of article addresses', () => {
    expect(sitemapIndexFiles(3).map(sitemapFilePath)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/articles-1.xml',
      '/sitemaps/articles-2.xml',
      '/sitemaps/articles-3.xml',
    ]);
    expect(sitemapIndexFiles(0).map(sitemapFilePath)).toEqual(['/sitemaps/pages.xml']);
  });

  it('reads back every name the index writes', () => {
    for (const file of sitemapIndexFiles(12)) {
      const name = sitemapFilePath(file).replace('/sitemaps/', '');
      expect(parseSitemapFile(name)).toEqual(file);
    }
  });

  it('reads no other name, nor a page the quiz-service would refuse', () => {
    for (const name of [
      'articles-0.xml',
      'articles-01.xml',
      'articles-1',
      'articles-1.xml.gz',
      'articles--1.xml',
      'articles-1e3.xml',
      'articles-10001.xml',
      'articles-99999999999999999999.xml',
      'pages',
      '../pages.xml',
      '',
    ])
      expect(parseSitemapFile(name), name).toBeNull();
    expect(parseSitemapFile('articles-10000.xml')).toEqual({ kind: 'articles', page: 10_000 });
  });
});

describe('the pages file', () => {
  const sections = {
    categories: [
      { slug: 'aviation', name: 'Aviation' },
      { slug: 'misc', name: 'Other' },
    ],
    magazines: [{ slug: 'issue-12', updatedAt: '2026-02-01T00:00:00.000Z' }],
    stories: [{ slug: 'night launch', updatedAt: null }],
  };

  it('lists the static pages, categories but "other", magazines and stories', () => {
    expect(sitePageUrls(sections)).toEqual([
      ...STATIC_PATHS.map((path) => ({ path })),
      { path: '/category/aviation' },
      { path: '/publications/issue-12', lastModified: '2026-02-01T00:00:00.000Z' },
      { path: '/story/night%20launch', lastModified: null },
    ]);
  });

  it('keeps a slug in its path segment', () => {
    expect(articleUrls([{ slug: 'a?b#c/d', lastModified: null }])).toEqual([
      { path: '/a%3Fb%23c%2Fd', lastModified: null },
    ]);
  });
});
