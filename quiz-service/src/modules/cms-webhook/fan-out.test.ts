import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openContentChangeBus } from '../../lib/content-change-bus';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { ChangeSource, ContentChange } from './service';

// npm test sets TEST_REDIS_URL (the machine's Redis); a bare `vitest run` without it skips.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

const unique = () => `t-${randomBytes(6).toString('hex')}`;

const until = async (done: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe.runIf(redisUrl)('content changes fan out through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const seen: Record<'a' | 'b', [ContentChange, ChangeSource][]> = { a: [], b: [] };
  // Other test runs may publish on the machine's Redis too: look only at this test's changes.
  const mine = (of: 'a' | 'b', key: string) =>
    seen[of].filter(([c]) => c.documentId === key || c.slug === key);
  const ofB = (key: string) => mine('b', key);

  beforeAll(async () => {
    a = await createTestApp({ redisUrl });
    b = await createTestApp({ redisUrl });
    a.app.contentChanges.onChange((c, s) => seen.a.push([c, s]));
    b.app.contentChanges.onChange((c, s) => seen.b.push([c, s]));
    // The index write reads the CMS, absent here: only whether it is asked for matters.
    for (const t of [a, b])
      vi.spyOn(t.app.searchIndex, 'articleChanged').mockImplementation(() => undefined);
    // Both subscribed before anything is published.
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const send = (t: TestApp, change: ContentChange) =>
    t.app.inject({
      method: 'POST',
      url: '/api/internal/cms-webhook',
      headers: { authorization: `Bearer ${t.config.cmsWebhookSecret}` },
      payload: change,
    });

  it('a webhook received by replica A purges replica B; only A writes the index', async () => {
    const purgeB = vi.spyOn(b.app.cms, 'purge');
    const change = {
      event: 'entry.publish',
      model: 'blog',
      documentId: unique(),
      slug: 'a-story',
    };
    const res = await send(a, change);
    expect(res.statusCode).toBe(200);
    await until(() => ofB(change.documentId).length > 0);
    expect(ofB(change.documentId)).toEqual([[change, 'peer']]);
    expect(purgeB).toHaveBeenCalled();
    // A handled it once, as the webhook, and skipped its own message coming back.
    await new Promise((r) => setTimeout(r, 200));
    expect(mine('a', change.documentId)).toEqual([[change, 'webhook']]);
    expect(a.app.searchIndex.articleChanged).toHaveBeenCalledWith(change.documentId);
    expect(b.app.searchIndex.articleChanged).not.toHaveBeenCalledWith(change.documentId);
  });

  it('a subscriber whose connection Redis drops reconnects and hears the next change', async () => {
    // Only B's subscriber connection is killed (by its name): the machine's Redis is shared.
    const name = `apogee:sub:${b.app.contentChangeBus?.origin}`;
    const { Redis } = await import('ioredis');
    const admin = new Redis(redisUrl as string);
    const subscriberOfB = async () =>
      String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
        .split('\n')
        .find((line) => line.includes(` name=${name} `));
    try {
      const before = await subscriberOfB();
      expect(before).toContain('sub=1');
      const id = /\bid=(\d+)/.exec(before ?? '')?.[1];
      await admin.call('CLIENT', 'KILL', 'ID', id as string);
      // A new connection, subscribed again, within the retry delay.
      let after: string | undefined;
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        after = await subscriberOfB();
        if (after?.includes('sub=1') && !after.includes(`id=${id} `)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(after).toContain('sub=1');
      expect(after).not.toContain(`id=${id} `);
    } finally {
      admin.disconnect();
    }
    const change = { event: 'entry.update', model: 'category', documentId: null, slug: unique() };
    expect((await send(a, change)).statusCode).toBe(200);
    await until(() => ofB(change.slug).length > 0);
    expect(ofB(change.slug)).toEqual([[change, 'peer']]);
  });

  it('readiness pings Redis through the channel', async () => {
    const res = await b.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.json()).toMatchObject({ checks: { redis: 'up' } });
  });
});

describe('the channel without a reachable Redis', () => {
  it('publishes nothing, pings false, and closes while it retries', async () => {
    const errors: unknown[] = [];
    // Port 1 refuses connections: the channel keeps retrying in the background.
    const bus = await openContentChangeBus('redis://127.0.0.1:1', {
      origin: 'test',
      onChange: () => undefined,
      onError: (error) => errors.push(error),
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(await bus.ping()).toBe(false);
    expect(
      await bus.publish({ event: 'entry.publish', model: 'blog', documentId: 'd', slug: null }),
    ).toBe(false);
    // A close that waited for the retries to succeed would never end: the test's own timeout
    // is the check, not a time limit.
    await bus.close();
    expect(errors.length).toBeGreaterThan(0);
  });
});
