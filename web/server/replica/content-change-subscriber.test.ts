import { randomBytes } from 'node:crypto';
import { CONTENT_CHANGES_CHANNEL, contentChangesChannel } from '@apogee/contracts/content-changes';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  subscribeToContentChanges,
  type ContentChange,
  type ContentChangeSubscriber,
} from './content-change-subscriber';

// The machine's Redis (TEST_REDIS_URL, as the quiz-service suite gets it); skipped without.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
/** The subscriber's own database on that server: pub/sub channels are shared by all of them. */
const ownDatabaseUrl = (() => {
  if (!redisUrl) return '';
  const url = new URL(redisUrl);
  url.pathname = '/7';
  return url.toString();
})();

describe.runIf(redisUrl)('subscribeToContentChanges with the machine’s Redis', () => {
  const name = `apogee:sub:web-test-${randomBytes(4).toString('hex')}`;
  const heard: ContentChange[] = [];
  let subscriber: ContentChangeSubscriber;
  let admin: Redis;

  const until = async (done: () => boolean | Promise<boolean>, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  };
  const publish = (slug: string, channel = contentChangesChannel(ownDatabaseUrl)) =>
    admin.publish(
      channel,
      JSON.stringify({ event: 'entry.update', model: 'blog', documentId: null, slug, origin: 'q' }),
    );
  // Other test runs may share the machine's Redis: only this test's slugs count.
  const heardOf = (slug: string) => heard.filter((c) => c.slug === slug);

  beforeAll(async () => {
    admin = new Redis(redisUrl as string);
    subscriber = subscribeToContentChanges(ownDatabaseUrl, {
      name,
      onChange: (change) => heard.push(change),
      onError: () => undefined,
    });
    await until(() => subscriber.state() === 'up');
  });
  afterAll(async () => {
    await subscriber?.close();
    admin?.disconnect();
  });

  it('hears each change published on the channel', async () => {
    expect(subscriber.state()).toBe('up');
    const slug = `s-${randomBytes(4).toString('hex')}`;
    await publish(slug);
    await until(() => heardOf(slug).length > 0);
    expect(heardOf(slug)).toEqual([
      { event: 'entry.update', model: 'blog', documentId: null, slug },
    ]);
  });

  it('does not hear the changes of another database on the same server', async () => {
    expect(contentChangesChannel(ownDatabaseUrl)).toBe(`${CONTENT_CHANGES_CHANNEL}:7`);
    const other = `s-${randomBytes(4).toString('hex')}`;
    const own = `s-${randomBytes(4).toString('hex')}`;
    await publish(other, CONTENT_CHANGES_CHANNEL);
    await publish(own);
    // Redis delivers one connection's messages in order: once the second is heard, the first
    // would have been.
    await until(() => heardOf(own).length > 0);
    expect(heardOf(own)).toHaveLength(1);
    expect(heardOf(other)).toEqual([]);
  });

  it('reconnects and subscribes again after Redis drops its connection', async () => {
    const line = async () =>
      String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
        .split('\n')
        .find((l) => l.includes(` name=${name} `));
    const id = /\bid=(\d+)/.exec((await line()) ?? '')?.[1];
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id as string);
    await until(async () => {
      const now = await line();
      return Boolean(now?.includes('sub=1') && !now.includes(`id=${id} `));
    });
    await until(() => subscriber.state() === 'up');
    const slug = `s-${randomBytes(4).toString('hex')}`;
    await publish(slug);
    await until(() => heardOf(slug).length > 0);
    expect(heardOf(slug)).toHaveLength(1);
  });

  it('says down once closed', async () => {
    await subscriber.close();
    expect(subscriber.state()).toBe('down');
  });
});

describe('subscribeToContentChanges without a reachable Redis', () => {
  it('says down, reports the error once, and closes while it retries', async () => {
    const codes: string[] = [];
    // Port 1 refuses connections: the subscriber keeps retrying in the background.
    const subscriber = subscribeToContentChanges('redis://127.0.0.1:1', {
      onChange: () => undefined,
      onError: (code) => codes.push(code),
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(subscriber.state()).toBe('down');
    expect(codes).toEqual(['ECONNREFUSED']);
    // A close that waited for the retries to succeed would never end: the test's own timeout
    // is the check, not a time limit.
    await subscriber.close();
    expect(subscriber.state()).toBe('down');
  });
});
