import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { cmsMediaOrigins, withSiteMediaUrls } from '@apogee/contracts/media-origin';
import { ReadCache } from '@apogee/service-plumbing/read-cache';
import type { Config } from '../config';
import { AppError } from '../lib/errors';

/** Every call to the CMS gives up after this long (docs/decisions/027-server-side-timeouts.md). */
export const CMS_TIMEOUT_MS = 10_000;
/** How long a cached CMS answer is served before it is read again (a webhook purges sooner). */
export const CMS_CACHE_TTL_MS = 5 * 60_000;

/**
 * The CMS did not answer usefully: 503 with a message for readers (each caller may give its
 * own); `reason` is for the log, `cmsStatus` is the CMS's own status when it answered.
 */
export class CmsError extends AppError {
  constructor(
    readonly reason: string,
    options: { message?: string; cmsStatus?: number } = {},
  ) {
    super(
      503,
      'CMS_UNAVAILABLE',
      options.message ?? 'The content service is not answering. Please try again later.',
    );
    this.cmsStatus = options.cmsStatus;
  }
  readonly cmsStatus?: number;
}

export interface CmsEndpoint {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
}

export interface CmsCall {
  method?: string;
  body?: BodyInit;
  /** Sent as the JSON body. */
  json?: unknown;
  /** What the reader is told when the CMS does not answer. */
  message?: string;
}

/** The CMS's status and its body: parsed JSON, or the text when it is not JSON. */
export interface CmsAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to Strapi's REST API with a bearer token and a timeout. Network failures, timeouts
 * and 5xx answers throw CmsError; other statuses are returned so callers can treat 404/400 as
 * they mean.
 */
export async function cmsRequest(
  endpoint: CmsEndpoint,
  path: string,
  call: CmsCall = {},
): Promise<CmsAnswer> {
  const method = call.method ?? 'GET';
  const where = `${method} ${path.split('?')[0]}`;
  const headers: Record<string, string> = {
    authorization: `Bearer ${endpoint.token}`,
    accept: 'application/json',
  };
  let body = call.body;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.json);
  }
  const timeoutMs = endpoint.timeoutMs ?? CMS_TIMEOUT_MS;
  let response: Response;
  try {
    response = await fetch(`${endpoint.baseUrl}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `the CMS did not answer ${where} within ${timeoutMs / 1000} s`
        : `the CMS at ${endpoint.baseUrl} cannot be reached (${error instanceof Error ? error.message : String(error)})`;
    throw new CmsError(reason, { message: call.message });
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500)
    throw new CmsError(`the CMS answered ${response.status} to ${where}`, {
      message: call.message,
      cmsStatus: response.status,
    });
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

/**
 * Which token a call carries: `published` reads published content only (CMS_WEB_TOKEN);
 * `quiz` is the quiz-service's own (CMS_QUIZ_TOKEN: quiz questions with their answers, media
 * upload, story drafts).
 */
export type CmsAccess = 'published' | 'quiz';

export interface CmsClient {
  /** One call (see cmsRequest) with the token of `access`. */
  request(access: CmsAccess, path: string, call?: CmsCall): Promise<CmsAnswer>;
  /** A GET that must answer 2xx with JSON; anything else throws CmsError (with cmsStatus). */
  getJson<T>(access: CmsAccess, pathAndQuery: string, message?: string): Promise<T>;
  /**
   * Every entry of a paginated collection: GETs `pathAndQuery` (which has a `?`) page after
   * page until the CMS's last page, or `maxPages` (a listing never reads past it).
   */
  getAllPages<T>(access: CmsAccess, pathAndQuery: string, options?: PageOptions): Promise<T[]>;
  /**
   * A cached read: `load` runs on a miss; concurrent misses share it; when a refresh fails the
   * last good value is served. `ttlMs` may depend on the value (e.g. shorter for "not found").
   */
  cached<T>(
    key: string,
    load: () => Promise<T>,
    ttlMs?: number | ((value: T) => number),
  ): Promise<T>;
  /** Empties the cache (the CMS webhook calls this after publish, unpublish, delete). */
  purge(): void;
}

export interface PageOptions {
  pageSize?: number;
  maxPages?: number;
  /** What the reader is told when the CMS does not answer. */
  message?: string;
}

/** Strapi's paginated answer. */
interface CmsPage<T> {
  data?: T[] | null;
  meta?: { pagination?: { pageCount?: number } };
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsClient;
  }
}

export interface CmsClientOptions {
  config: Pick<Config, 'cmsUrl' | 'cmsQuizToken' | 'cmsWebToken'> &
    Partial<Pick<Config, 'cmsAdminUrl'>>;
  ttlMs?: number;
  timeoutMs?: number;
}

/** The one CMS client of the quiz-service: both tokens, clear errors, and the one cache. */
export function createCmsClient(
  { config, ttlMs = CMS_CACHE_TTL_MS, timeoutMs = CMS_TIMEOUT_MS }: CmsClientOptions,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): CmsClient {
  const mediaOrigins = cmsMediaOrigins([config.cmsUrl, config.cmsAdminUrl ?? '']);
  const endpoints: Record<CmsAccess, CmsEndpoint> = {
    published: { baseUrl: config.cmsUrl, token: config.cmsWebToken, timeoutMs },
    quiz: { baseUrl: config.cmsUrl, token: config.cmsQuizToken, timeoutMs },
  };
  // A refresh that fails serves the last good copy (stale) rather than failing readers while
  // the CMS is briefly away; at most 5,000 answers are kept.
  const cache = new ReadCache({
    ttlMs,
    maxEntries: 5000,
    onStale: (key, error) =>
      log.warn(
        { key, reason: error instanceof CmsError ? error.reason : String(error) },
        'CMS refresh failed; serving the cached copy',
      ),
  });

  async function request(access: CmsAccess, path: string, call: CmsCall = {}) {
    try {
      return await cmsRequest(endpoints[access], path, call);
    } catch (error) {
      // The reason names the address and the status, never the token.
      if (error instanceof CmsError) log.error({ path: path.split('?')[0] }, error.reason);
      throw error;
    }
  }

  async function getJson<T>(access: CmsAccess, pathAndQuery: string, message?: string) {
    const { status, body } = await request(access, pathAndQuery, { message });
    const where = `GET ${pathAndQuery.split('?')[0]}`;
    if (status < 200 || status > 299) {
      const reason = `the CMS answered ${status} to ${where}`;
      log.error(reason);
      throw new CmsError(reason, { message, cmsStatus: status });
    }
    if (body === null || typeof body !== 'object')
      throw new CmsError(`the CMS answered ${where} with invalid JSON`, { message });
    // Pictures the admin put into rich text with the CMS's own address go through the site.
    return withSiteMediaUrls(body, mediaOrigins) as T;
  }

  return {
    request,
    getJson,
    async getAllPages<T>(
      access: CmsAccess,
      pathAndQuery: string,
      { pageSize = 100, maxPages = 100, message }: PageOptions = {},
    ) {
      const entries: T[] = [];
      for (let page = 1; page <= maxPages; page++) {
        const answer = await getJson<CmsPage<T>>(
          access,
          `${pathAndQuery}&pagination[page]=${page}&pagination[pageSize]=${pageSize}`,
          message,
        );
        entries.push(...(answer.data ?? []));
        if (page >= (answer.meta?.pagination?.pageCount ?? 1) || !answer.data?.length) break;
      }
      return entries;
    },
    cached: (key, load, entryTtlMs) => cache.get(key, load, entryTtlMs),
    purge: () => cache.purge(),
  };
}

/** Decorates `app.cms`; the CMS webhook (modules/cms-webhook) purges its cache. */
export const cmsClientPlugin = fp<CmsClientOptions>(
  async (app, options) => {
    app.decorate('cms', createCmsClient(options, app.log));
  },
  { name: 'cms-client' },
);
