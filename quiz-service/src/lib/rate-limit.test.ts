import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, type RateLimitRule } from './rate-limit';
import { openRedisRateLimitStore, RedisUnavailableError } from './redis-rate-limit-store';

const rule: RateLimitRule = { name: 'test', limit: 2, windowMs: 200, message: 'Slow down.' };

describe('RateLimiter', () => {
  it('refuses the hit after the limit with 429, Retry-After and the rule message', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    await limiter.consume(rule, 'a');
    await limiter.consume(rule, 'a');
    await expect(limiter.consume(rule, 'a')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down.',
      headers: { 'retry-after': '1' },
    });
    await expect(limiter.consume(rule, 'b')).resolves.toBeUndefined();
  });

  it('starts counting again when the window ends', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    for (let i = 0; i < 3; i++) await limiter.allow(rule, 'w');
    expect(await limiter.allow(rule, 'w')).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect(await limiter.allow(rule, 'w')).toBe(true);
  });

  it('counts an email or a login name once whatever its case', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    await limiter.consume(rule, 'Amelia@Example.com');
    await limiter.consume(rule, 'amelia@example.com');
    await expect(limiter.consume(rule, 'AMELIA@EXAMPLE.COM')).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});

// npm test always sets TEST_REDIS_URL (the machine's Redis), so this runs there and fails when
// Redis is down; a bare `vitest run` without it leaves the shared store out.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

describe.runIf(redisUrl)('Redis store', () => {
  it('shares counts between replicas', async () => {
    const a = await openRedisRateLimitStore(redisUrl as string);
    const b = await openRedisRateLimitStore(redisUrl as string);
    const key = `test-${randomBytes(6).toString('hex')}`;
    try {
      expect((await a.hit(key, 1000)).count).toBe(1);
      expect((await b.hit(key, 1000)).count).toBe(2);
      const third = await a.hit(key, 1000);
      expect(third.count).toBe(3);
      expect(third.resetAt - Date.now()).toBeLessThanOrEqual(1000);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps counting in memory when Redis goes away', async () => {
    const errors: unknown[] = [];
    const store = await openRedisRateLimitStore(redisUrl as string, (e) => errors.push(e));
    await store.close();
    const key = `test-${randomBytes(6).toString('hex')}`;
    expect((await store.hit(key, 1000)).count).toBe(1);
    expect((await store.hit(key, 1000)).count).toBe(2);
    expect(errors.length).toBe(2);
  });
});

describe('opening Redis', () => {
  it('explains an unreachable server in one line', async () => {
    await expect(openRedisRateLimitStore('redis://127.0.0.1:1')).rejects.toThrow(
      RedisUnavailableError,
    );
    await expect(openRedisRateLimitStore('redis://127.0.0.1:1')).rejects.toThrow(
      /^Cannot reach Redis at 127\.0\.0\.1:1: /,
    );
  });
});
