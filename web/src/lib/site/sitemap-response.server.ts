import {
  SITEMAP_FILE_URLS,
  sitemapArticlesSchema,
  type SitemapArticles,
} from '@apogee/contracts/search';
import { ApiRequestError } from '@/lib/api/api-error';
import { serverApiRequest } from '@/lib/api/api-request.server';
import { CmsError } from '@/lib/cms/cms-client.server';
import { webConfig } from '@/lib/config/web-config.server';
import { sitemapIndexXml, sitemapXml } from './feeds';
import { siteSections } from './site-entries.server';
import {
  articleUrls,
  parseSitemapFile,
  sitemapFilePath,
  sitemapIndexFiles,
  sitePageUrls,
} from './sitemap-files';

/** A crawler waits; the web server's connections do not wait for long (budget: 500 ms). */
const SITEMAP_SERVICE_TIMEOUT_MS = 5_000;

const XML_TYPE = 'application/xml; charset=utf-8';
const CACHE_CONTROL = 'public, max-age=300';
/** An index written without the quiz-service: replaced soon after it is back. */
const DEGRADED_CACHE_CONTROL = 'public, max-age=60';

function xmlResponse(xml: string, cacheControl = CACHE_CONTROL): Response {
  return new Response(xml, {
    headers: { 'content-type': XML_TYPE, 'cache-control': cacheControl },
  });
}

function textResponse(status: 404 | 503, text: string): Response {
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
  // A crawler comes back for a 503 (and keeps what it knew) rather than forget the file.
  if (status === 503) headers['retry-after'] = '120';
  return new Response(text, { status, headers });
}

const notFound = () => textResponse(404, 'No sitemap file has this address.');
const unavailable = () =>
  textResponse(503, 'This sitemap file is unavailable right now. Please try again later.');

/**
 * One page of the quiz-service's article addresses (GET /api/search/sitemap?page=N): the
 * answer, 'not-found' when the service has no such page, or null when it could not answer.
 */
async function articlePage(page: number): Promise<SitemapArticles | 'not-found' | null> {
  let answer: unknown;
  try {
    answer = await serverApiRequest<unknown>(`/api/search/sitemap?page=${page}`, {
      timeoutMs: SITEMAP_SERVICE_TIMEOUT_MS,
    });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    // Page 1 always exists (`pages` is at least 1): a 404 for it means a service without the
    // endpoint, which is the service being unavailable, not the file.
    if (error.status === 404 && page > 1) return 'not-found';
    console.warn(`web: sitemap articles page ${page} unavailable: ${error.code}`);
    return null;
  }
  const parsed = sitemapArticlesSchema.safeParse(answer);
  if (!parsed.success) {
    console.warn(`web: sitemap articles page ${page}: the quiz-service's answer is not one`);
    return null;
  }
  return parsed.data;
}

/**
 * Article files the last index listed, for an index written while the quiz-service is away:
 * it lists what it last knew (at least the first file), not fewer files than there are.
 */
let knownArticlePages = 1;

/**
 * GET /sitemap.xml: the pages file and one file per page of article addresses. One request to
 * the quiz-service (its first page, which says how many there are); without it the index still
 * answers, with the files it last knew, for a minute.
 */
export async function sitemapIndexResponse(): Promise<Response> {
  const first = await articlePage(1);
  const known = first !== null && first !== 'not-found';
  if (known) knownArticlePages = Math.max(1, first.pages);
  const files = sitemapIndexFiles(knownArticlePages).map((file) => ({
    path: sitemapFilePath(file),
  }));
  const xml = sitemapIndexXml(webConfig().publicUrl, files);
  return xmlResponse(xml, known ? CACHE_CONTROL : DEGRADED_CACHE_CONTROL);
}

/** GET /sitemaps/<name>: the pages file, or article file N (404 past the last one). */
export async function sitemapFileResponse(name: string): Promise<Response> {
  const file = parseSitemapFile(name);
  if (!file) return notFound();
  const { publicUrl } = webConfig();
  if (file.kind === 'pages') {
    try {
      return xmlResponse(sitemapXml(publicUrl, sitePageUrls(await siteSections())));
    } catch (error) {
      if (error instanceof CmsError) return unavailable();
      throw error;
    }
  }
  const answer = await articlePage(file.page);
  if (answer === null) return unavailable();
  if (answer === 'not-found' || file.page > answer.pages) return notFound();
  if (answer.articles.length > SITEMAP_FILE_URLS)
    console.warn(
      `web: sitemap articles page ${file.page} has ${answer.articles.length} addresses; the file keeps ${SITEMAP_FILE_URLS}`,
    );
  return xmlResponse(sitemapXml(publicUrl, articleUrls(answer.articles)));
}
