import { tagsForContentChange } from '@apogee/contracts/cache-tags';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentChange } from './service';

/** How long one purge may take before it counts as failed and is tried again. */
const TIMEOUT_MS = 2000;
/** Waits before each new try of a failed purge: about 15 s in all, then it is logged and left. */
const RETRY_DELAYS_MS = [250, 1000, 4000, 10_000];
/**
 * A second purge this long after the first. The replicas drop their own kept pages and CMS
 * answers when the change reaches them over Redis, at the same moment as the first purge: a
 * reader who made the cache fetch the page in between could have it fetched from a replica
 * that had not heard yet, and kept for a whole period. The second purge drops that copy.
 */
export const SECOND_PURGE_AFTER_MS = 1000;

export interface SharedCachePurgeOptions {
  /** Each shared cache's address (SHARED_CACHE_PURGE_URLS). */
  urls: string[];
  /** Sent as `Authorization: Bearer <secret>` when set (SHARED_CACHE_PURGE_SECRET). */
  secret?: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  retryDelaysMs?: number[];
  secondPurgeAfterMs?: number;
}

export interface SharedCachePurger {
  /**
   * Purges the pages showing what changed from every shared cache, by tag. Resolves once each
   * cache has taken the first purge or every try failed; never rejects: a purge that fails
   * leaves those pages until their period ends, it never fails the publish.
   */
  purge(change: ContentChange): Promise<void>;
  /** Cancels the waits still pending (retries, second purges) when the service stops. */
  close(): void;
}

/**
 * Tells the shared caches in front of the site (Varnish with xkey: docker/varnish/default.vcl)
 * which pages a content change made stale: `PURGE /` with `xkey-purge: <tags>`, the tags of
 * @apogee/contracts/cache-tags, the vocabulary of the pages' Surrogate-Key headers.
 */
export function createSharedCachePurger(options: SharedCachePurgeOptions): SharedCachePurger {
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const secondAfter = options.secondPurgeAfterMs ?? SECOND_PURGE_AFTER_MS;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!closed);
      }, ms);
      timers.add(timer);
    });

  /** One cache: tried until it answers 2xx; true when it did. */
  async function purgeOne(url: string, tags: string[]): Promise<boolean> {
    const where = safeAddress(url);
    let problem = '';
    for (let attempt = 0; attempt <= retryDelays.length; attempt++) {
      if (attempt > 0 && !(await wait(retryDelays[attempt - 1]!))) return false;
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: {
            'xkey-purge': tags.join(' '),
            ...(options.secret ? { authorization: `Bearer ${options.secret}` } : {}),
          },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.ok) {
          options.log.info(
            { cache: where, tags, attempt: attempt + 1, answer: response.statusText },
            'shared cache purged',
          );
          return true;
        }
        problem = `status ${response.status}`;
      } catch (error) {
        problem = (error as Error).name === 'TimeoutError' ? 'timeout' : errorCode(error);
      }
    }
    options.log.warn(
      { cache: where, tags, attempts: retryDelays.length + 1, problem },
      'shared cache purge failed; its pages of this change stay until their period ends',
    );
    return false;
  }

  return {
    async purge(change) {
      if (closed || options.urls.length === 0) return;
      const tags = tagsForContentChange(change);
      await Promise.all(options.urls.map((url) => purgeOne(url, tags)));
      void wait(secondAfter).then(async (open) => {
        if (open) await Promise.all(options.urls.map((url) => purgeOne(url, tags)));
      });
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** The address without credentials, for the log. */
function safeAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return 'invalid address';
  }
}

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as NodeJS.ErrnoException).code ?? 'network error';
}
