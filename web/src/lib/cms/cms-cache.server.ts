/**
 * A small in-memory cache in front of the CMS: answers live for a short time, concurrent
 * misses for the same key share one request, and a CMS webhook can purge everything.
 */
export interface CmsCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export function createCmsCache({ ttlMs, maxEntries, now = Date.now }: CmsCacheOptions) {
  const entries = new Map<string, { expiresAt: number; value: unknown }>();
  const pending = new Map<string, Promise<unknown>>();
  // Bumped by purge so a request that started before it does not store stale content.
  let generation = 0;

  async function get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) return hit.value as T;
    if (hit) entries.delete(key);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight as Promise<T>;
    const startedIn = generation;
    const promise = load().then((value) => {
      if (startedIn === generation) {
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { expiresAt: now() + ttlMs, value });
      }
      return value;
    });
    pending.set(key, promise);
    try {
      return await promise;
    } finally {
      if (pending.get(key) === promise) pending.delete(key);
    }
  }

  function purge() {
    generation += 1;
    entries.clear();
    pending.clear();
  }

  return { get, purge, size: () => entries.size };
}

/** The web server's cache of CMS answers. */
export const cmsCache = createCmsCache({ ttlMs: 30_000, maxEntries: 500 });
