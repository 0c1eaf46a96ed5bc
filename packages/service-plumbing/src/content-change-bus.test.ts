import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openContentChangePublisher,
  parseChange,
  subscribeToContentChanges,
  type ConnectRedis,
  type ContentChange,
  type ContentChangePublisher,
  type ContentChangeSubscriber,
} from './content-change-bus';

const message = {
  event: 'entry.publish',
  model: 'blog',
  documentId: 'd1',
  slug: 's',
  origin: 'quiz-service:x',
};

describe('parseChange', () => {
  it('takes the channel message without its origin and drops anything else', () => {
    expect(parseChange(JSON.stringify(message))).toEqual({
      event: 'entry.publish',
      model: 'blog',
      documentId: 'd1',
      slug: 's',
    });
    expect(parseChange('not json')).toBeNull();
    expect(parseChange(JSON.stringify({ event: '' }))).toBeNull();
  });

  it("skips the replica's own messages", () => {
    expect(parseChange(JSON.stringify(message), 'quiz-service:x')).toBeNull();
    expect(parseChange(JSON.stringify(message), 'quiz-service:y')).not.toBeNull();
  });
});

// The machine's Redis (npm test sets TEST_REDIS_URL); skipped without.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
/** A database of its own on that server: the channel's name says which. */
const url = (() => {
  if (!redisUrl) return '';
  const own = new URL(redisUrl);
  own.pathname = '/6';
  return own.toString();
})();
const connect: ConnectRedis = (options) => new Redis(url, options);

const until = async (done: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
};

describe.runIf(redisUrl)('the content-change channel on the machine’s Redis', () => {
  const heard: Record<'a' | 'b', ContentChange[]> = { a: [], b: [] };
  let a: { publisher: ContentChangePublisher; subscriber: ContentChangeSubscriber };
  let b: { publisher: ContentChangePublisher; subscriber: ContentChangeSubscriber };

  const replica = (origin: 'a' | 'b') => {
    const id = `test-${origin}-${randomBytes(4).toString('hex')}`;
    return {
      publisher: openContentChangePublisher(url, connect, id, () => undefined),
      subscriber: subscribeToContentChanges(url, connect, {
        name: `apogee:sub:${id}`,
        ownOrigin: id,
        onChange: (change) => heard[origin].push(change),
        onError: () => undefined,
      }),
    };
  };

  beforeAll(async () => {
    a = replica('a');
    b = replica('b');
    await until(() => a.subscriber.state() === 'up' && b.subscriber.state() === 'up');
  });
  afterAll(async () => {
    for (const r of [a, b]) await Promise.all([r?.publisher.close(), r?.subscriber.close()]);
  });

  it('tells every other replica of a change, and not the one that published it', async () => {
    expect(await a.publisher.ping()).toBe(true);
    const slug = `s-${randomBytes(4).toString('hex')}`;
    const change = { event: 'entry.update', model: 'blog', documentId: null, slug };
    expect(await a.publisher.publish(change)).toBe(true);
    await until(() => heard.b.some((c) => c.slug === slug));
    expect(heard.b.filter((c) => c.slug === slug)).toEqual([change]);
    // b heard it, so a, subscribed to the same channel, has been handed it too, and skipped it.
    expect(heard.a.filter((c) => c.slug === slug)).toEqual([]);
  });
});

describe('the content-change channel without a reachable Redis', () => {
  it('publishes nothing, says why once, pings false, and closes while it retries', async () => {
    const codes: string[] = [];
    // Port 1 refuses connections: the connections keep retrying in the background.
    const away: ConnectRedis = (options) => new Redis('redis://127.0.0.1:1', options);
    const publisher = openContentChangePublisher('redis://127.0.0.1:1', away, 'x', (code) =>
      codes.push(code),
    );
    const subscriber = subscribeToContentChanges('redis://127.0.0.1:1', away, {
      name: 'apogee:sub:away',
      onChange: () => undefined,
      onError: (code) => codes.push(`sub ${code}`),
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(subscriber.state()).toBe('down');
    expect(await publisher.ping()).toBe(false);
    expect(
      await publisher.publish({ event: 'entry.update', model: null, documentId: null, slug: null }),
    ).toBe(false);
    expect(codes[0]).toBe('sub ECONNREFUSED');
    expect(codes.filter((code) => code === 'sub ECONNREFUSED')).toHaveLength(1);
    expect(codes).toHaveLength(2);
    await Promise.all([publisher.close(), subscriber.close()]);
    expect(subscriber.state()).toBe('down');
  });
});
