import { describe, expect, it } from 'vitest';
import { createCmsCache } from './cms-cache.server';

describe('CMS answer cache', () => {
  it('answers from memory until the entry expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = createCmsCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('shares one request between concurrent misses', async () => {
    const cache = createCmsCache({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    let release!: (value: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    release('content');
    expect(await Promise.all([first, second])).toEqual(['content', 'content']);
    expect(loads).toBe(1);
  });

  it('forgets everything on purge, including an answer still in flight', async () => {
    const cache = createCmsCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', async () => 'old');
    let release!: (value: string) => void;
    const inFlight = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.purge();
    release('stale');
    await inFlight;
    expect(cache.size()).toBe(0);
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('does not keep a failed answer', async () => {
    const cache = createCmsCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = createCmsCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size()).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
  });
});
