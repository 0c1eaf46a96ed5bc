import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('serves a value until its TTL, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps each value for the TTL its load gives', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10, now: () => now });
    const short = (found: boolean) => (found ? 60_000 : 1000);
    const load = async () => (++loads, false);
    expect(await cache.get('missing', load, short)).toBe(false);
    now = 1001;
    await cache.get('missing', load, short);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10 });
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

  it('forgets everything on purge, and does not store a load that started before it', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a', async () => 'old');
    let release!: (value: string) => void;
    const inFlight = cache.get('b', () => new Promise<string>((resolve) => (release = resolve)));
    cache.purge();
    release('stale');
    expect(await inFlight).toBe('stale');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', async () => 'new')).toBe('new');
    expect(await cache.get('b', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep a failed load, and without onStale lets the failure through', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    now = 5000;
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('with onStale, keeps serving the last good value when a refresh fails', async () => {
    let now = 0;
    const stale: string[] = [];
    const cache = new ReadCache({
      ttlMs: 1000,
      maxEntries: 10,
      now: () => now,
      onStale: (key) => stale.push(key),
    });
    await cache.get('k', async () => 'good');
    now = 5000;
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('good');
    expect(stale).toEqual(['k']);
    cache.purge();
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
  });

  it('keeps at most maxEntries values, dropping the one stored longest ago', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    expect(await cache.get('c', load)).toBe(3);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });
});
