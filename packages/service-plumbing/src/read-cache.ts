// The in-memory cache both servers keep in front of the CMS (the web app's CMS reads,
// web/src/lib/cms/cms-cache.server.ts; the quiz-service's CMS client, src/plugins/cms-client.ts).
// No Node API: the web's copy runs inside the app's server bundle.

export interface ReadCacheOptions {
  /** How long a value is kept, unless its load gives its own lifetime. */
  ttlMs: number;
  /** At most this many values are kept (keys can come from readers, e.g. an article's slug). */
  maxEntries: number;
  now?: () => number;
  /**
   * Given, a refresh that fails while an older value of the key is kept serves that value again
   * (stale) and is reported here, rather than failing readers while the CMS is briefly away.
   * Without it the failure is the caller's.
   */
  onStale?: (key: string, error: unknown) => void;
}

/**
 * Values live their time; concurrent misses of one key share one load; a failed load is never
 * kept; at most `maxEntries` are kept, the one stored longest ago going first; a purge (the
 * CMS's webhook, or the same change heard on Redis) empties it, and a load that started before
 * the purge is not stored.
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Bumped by purge, so a load that started before it does not store an outdated value. */
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The value of `key`, loaded with `load` when none is kept; `ttlMs` may depend on it. */
  async get<T>(
    key: string,
    load: () => Promise<T>,
    ttlMs: number | ((value: T) => number) = this.options.ttlMs,
  ): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.generation;
    const { onStale } = this.options;
    const promise = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value, ttlMs);
        return value;
      })
      .catch((error: unknown) => {
        if (onStale && entry && generation === this.generation) {
          onStale(key, error);
          return entry.value as T;
        }
        throw error;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private store<T>(key: string, value: T, ttlMs: number | ((value: T) => number)) {
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const lifetime = typeof ttlMs === 'function' ? ttlMs(value) : ttlMs;
    this.entries.set(key, { value, expiresAt: this.now() + lifetime });
  }

  /** Drops every value and forgets loads in flight (their results are not stored). */
  purge(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /** How many values are kept (expired ones included until replaced). */
  get size(): number {
    return this.entries.size;
  }
}
