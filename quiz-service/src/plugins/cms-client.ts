import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import { CmsCache } from './cms-cache';

/** Every call to the CMS gives up after this long (DECISIONS.md: server-side timeouts). */
export const CMS_TIMEOUT_MS = 10_000;
/** How long a cached CMS answer is served before it is read again (a webhook purges sooner). */
export const CMS_CACHE_TTL_MS = 5 * 60_000;

/** The CMS could not be read: status 502 with a message for readers; the reason is logged. */
export class CmsError extends AppError {
  constructor(
    readonly reason: string,
    readonly cmsStatus?: number,
  ) {
    super(502, 'CMS_UNAVAILABLE', 'The content service did not answer. Please try again shortly.');
  }
}

export interface CmsClient {
  /** GET a CMS REST path (with query string) with the quiz-service token; parsed JSON. */
  getJson<T>(pathAndQuery: string): Promise<T>;
  /** A cached read: `load` runs on a miss; concurrent misses share it. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Empties the cache (the CMS webhook calls this after publish, unpublish, delete). */
  purge(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    cms: CmsClient;
  }
}

export interface CmsClientOptions {
  config: Pick<Config, 'cmsUrl' | 'cmsQuizToken'>;
  ttlMs?: number;
  timeoutMs?: number;
}

/**
 * The CMS REST client of the quiz-service (token CMS_QUIZ_TOKEN, 10 s timeout, clear errors),
 * and its cache. The CMS webhook (modules/cms-webhook) purges the cache through `purge()`.
 */
export const cmsClientPlugin = fp<CmsClientOptions>(
  async (app, { config, ttlMs = CMS_CACHE_TTL_MS, timeoutMs = CMS_TIMEOUT_MS }) => {
    const cache = new CmsCache(ttlMs, Date.now, (key, error) =>
      app.log.warn(
        { key, reason: error instanceof CmsError ? error.reason : String(error) },
        'CMS refresh failed; serving the cached copy',
      ),
    );

    async function getJson<T>(pathAndQuery: string): Promise<T> {
      const url = `${config.cmsUrl}${pathAndQuery}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { authorization: `Bearer ${config.cmsQuizToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        const reason = timedOut
          ? `the CMS did not answer within ${timeoutMs / 1000} s`
          : `the CMS at ${config.cmsUrl} cannot be reached (${error instanceof Error ? error.message : String(error)})`;
        app.log.error({ path: pathAndQuery.split('?')[0] }, reason);
        throw new CmsError(reason);
      }
      if (!response.ok) {
        const reason = `the CMS answered ${response.status} to GET ${pathAndQuery.split('?')[0]}`;
        app.log.error(reason);
        await response.body?.cancel();
        throw new CmsError(reason, response.status);
      }
      try {
        return (await response.json()) as T;
      } catch {
        throw new CmsError(`the CMS answered GET ${pathAndQuery.split('?')[0]} with invalid JSON`);
      }
    }

    const client: CmsClient = {
      getJson,
      cached: (key, load) => cache.get(key, load),
      purge: () => cache.purge(),
    };
    app.decorate('cms', client);
  },
  { name: 'cms-client' },
);
