import type { SitemapArticles } from '@apogee/contracts/search';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sections = vi.hoisted(() => ({ read: vi.fn() }));

vi.mock('@tanstack/react-start/server', () => ({
  getRequest: () => new Request('http://127.0.0.1:3100/sitemap.xml'),
  getRequestHeader: () => undefined,
  getRequestIP: () => '203.0.113.7',
  appendResponseHeader: () => {},
}));
vi.mock('@/lib/config/web-config.server', () => ({
  webConfig: () => ({
    publicUrl: 'https://apogee.example',
    quizServiceUrl: 'http://quiz.internal:4000',
    trustedProxies: 0,
  }),
}));
vi.mock('./site-entries.server', () => ({ siteSections: sections.read }));

/** A fresh module: the index remembers how many article files it last listed. */
async function load() {
  vi.resetModules();
  return import('./sitemap-response.server');
}

/** The quiz-service's sitemap endpoint, answering `pages` pages of two articles each. */
function serviceWith(pages: number) {
  const fetchMock = vi.fn(async (url: string) => {
    const page = Number(new URL(url).searchParams.get('page'));
    const body: SitemapArticles = {
      pages,
      total: pages * 2,
      articles:
        page <= pages
          ? [
              { slug: `article-${page}a`, lastModified: '2026-03-05T10:00:00.000Z' },
              { slug: `article-${page}b`, lastModified: null },
            ]
          : [],
    };
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function serviceDown() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('fetch failed');
    }),
  );
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sections.read.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GET /sitemap.xml', () => {
  it('lists the pages file and one file per page of articles, asking the service once', async () => {
    const fetchMock = serviceWith(3);
    const { sitemapIndexResponse } = await load();
    const response = await sitemapIndexResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex');
    expect(locs(xml)).toEqual([
      'https://apogee.example/sitemaps/pages.xml',
      'https://apogee.example/sitemaps/articles-1.xml',
      'https://apogee.example/sitemaps/articles-2.xml',
      'https://apogee.example/sitemaps/articles-3.xml',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'http://quiz.internal:4000/api/search/sitemap?page=1',
    );
  });

  it('without the quiz-service, still lists the files it last knew, for a minute', async () => {
    serviceWith(2);
    const { sitemapIndexResponse } = await load();
    await sitemapIndexResponse();
    serviceDown();
    const response = await sitemapIndexResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(locs(await response.text())).toEqual([
      'https://apogee.example/sitemaps/pages.xml',
      'https://apogee.example/sitemaps/articles-1.xml',
      'https://apogee.example/sitemaps/articles-2.xml',
    ]);
  });

  it('without the quiz-service since the server started, lists the pages and first article file', async () => {
    serviceDown();
    const { sitemapIndexResponse } = await load();
    const response = await sitemapIndexResponse();
    expect(response.status).toBe(200);
    expect(locs(await response.text())).toEqual([
      'https://apogee.example/sitemaps/pages.xml',
      'https://apogee.example/sitemaps/articles-1.xml',
    ]);
  });
});

describe('GET /sitemaps/articles-N.xml', () => {
  it("lists that page's articles on the public address, with their last change", async () => {
    const fetchMock = serviceWith(3);
    const { sitemapFileResponse } = await load();
    const response = await sitemapFileResponse('articles-2.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const xml = await response.text();
    expect(xml).toContain(
      '<url><loc>https://apogee.example/article-2a</loc><lastmod>2026-03-05</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://apogee.example/article-2b</loc></url>');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      'http://quiz.internal:4000/api/search/sitemap?page=2',
    );
  });

  it('answers 404 past the last file, and for names it never writes without asking', async () => {
    const fetchMock = serviceWith(3);
    const { sitemapFileResponse } = await load();
    expect((await sitemapFileResponse('articles-4.xml')).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (const name of ['articles-0.xml', 'articles-02.xml', 'everything.xml']) {
      const response = await sitemapFileResponse(name);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('No sitemap file has this address.');
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers 404 when the service has no such page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'NOT_FOUND', message: 'No such page.' } }, { status: 404 }),
      ),
    );
    const { sitemapFileResponse } = await load();
    expect((await sitemapFileResponse('articles-5.xml')).status).toBe(404);
    // Page 1 always exists: a 404 for it is a service without the endpoint.
    expect((await sitemapFileResponse('articles-1.xml')).status).toBe(503);
  });

  it('answers 503 with a short text when the service is unreachable or answers nonsense', async () => {
    serviceDown();
    const { sitemapFileResponse } = await load();
    const down = await sitemapFileResponse('articles-1.xml');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('120');
    expect(await down.text()).toBe(
      'This sitemap file is unavailable right now. Please try again later.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ pages: 'many', articles: null })),
    );
    expect((await sitemapFileResponse('articles-1.xml')).status).toBe(503);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    expect((await sitemapFileResponse('articles-1.xml')).status).toBe(503);
  });
});

describe('GET /sitemaps/pages.xml', () => {
  it('lists the static pages and the CMS sections without asking the quiz-service', async () => {
    const fetchMock = serviceWith(1);
    sections.read.mockResolvedValue({
      categories: [{ slug: 'space', name: 'Space' }],
      magazines: [],
      stories: [{ slug: 'launch', updatedAt: '2026-01-02T00:00:00.000Z' }],
    });
    const { sitemapFileResponse } = await load();
    const response = await sitemapFileResponse('pages.xml');
    expect(response.status).toBe(200);
    const urls = locs(await response.text());
    expect(urls).toContain('https://apogee.example/');
    expect(urls).toContain('https://apogee.example/about-us');
    expect(urls).toContain('https://apogee.example/category/space');
    expect(urls).toContain('https://apogee.example/story/launch');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers 503 when the CMS is unreachable', async () => {
    const { sitemapFileResponse } = await load();
    const { CmsError } = await import('@/lib/cms/cms-client.server');
    sections.read.mockRejectedValue(new CmsError('The content service is unreachable.'));
    expect((await sitemapFileResponse('pages.xml')).status).toBe(503);
  });
});
