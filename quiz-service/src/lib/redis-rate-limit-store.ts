import type { Redis } from 'ioredis';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';

/** Thrown at start when REDIS_URL does not answer: reported as one line. */
export class RedisUnavailableError extends Error {}

/** Counts and starts the window in one step, so parallel hits cannot lose the expiry. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/**
 * Counters shared by every replica, in Redis. If Redis stops answering, counting goes on in
 * this process's memory (limits per replica) rather than failing logins.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly fallback = new MemoryRateLimitStore();

  constructor(
    private readonly redis: Redis,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  async hit(key: string, windowMs: number) {
    try {
      const [count, ttl] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        `apogee:rate:${key}`,
        String(windowMs),
      )) as [number, number];
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) };
    } catch (error) {
      this.onError(error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export async function openRedisRateLimitStore(url: string, onError?: (error: unknown) => void) {
  // Loaded only when REDIS_URL is set: a single process counts in memory and never needs it.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
  });
  // Errors surface through the commands; this keeps a dropped connection from crashing us.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    const where = new URL(url);
    throw new RedisUnavailableError(
      `Cannot reach Redis at ${where.hostname}:${where.port || 6379}: ${reason}`,
    );
  }
  return new RedisRateLimitStore(redis, onError);
}
