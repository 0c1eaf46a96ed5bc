/**
 * In-memory cache of CMS answers: each key lives `ttlMs` (or the TTL given with its load);
 * concurrent misses of one key share one load; a purge (CMS webhook) empties it. When a
 * refresh fails, the last good value is served again (stale) rather than failing readers while
 * the CMS is briefly down. At most `maxEntries` are kept (keys can come from readers, e.g. an
 * article slug), the oldest going first.
 */
export class CmsCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Bumped by purge, so a load that started before it does not store an outdated value. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly onStale?: (key: string, error: unknown) => void,
    private readonly maxEntries = 5000,
  ) {}

  async get<T>(
    key: string,
    load: () => Promise<T>,
    ttlMs: number | ((value: T) => number) = this.ttlMs,
  ): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation === this.generation) this.store(key, value, ttlMs);
        return value;
      })
      .catch((error: unknown) => {
        if (entry && generation === this.generation) {
          this.onStale?.(key, error);
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
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const lifetime = typeof ttlMs === 'function' ? ttlMs(value) : ttlMs;
    this.entries.set(key, { value, expiresAt: this.now() + lifetime });
  }

  /** Drops every entry and forgets loads in flight (their results are not stored). */
  purge(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
