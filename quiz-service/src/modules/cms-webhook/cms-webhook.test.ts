import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { ContentChange } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = { event: 'entry.publish', model: 'quiz-question', documentId: 'abc', slug: null };

describe('POST /api/internal/cms-webhook', () => {
  it('tells registered caches when the CMS sends the webhook secret', async () => {
    const seen: ContentChange[] = [];
    const stop = t.app.contentChanges.onChange((c) => seen.push(c));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/cms-webhook',
      headers: { authorization: `Bearer ${t.config.cmsWebhookSecret}` },
      payload: change,
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ purged: true });
    expect(seen).toEqual([change]);
  });

  it("refuses a missing or wrong secret, the newsroom's secrets included", async () => {
    for (const authorization of [
      undefined,
      'Bearer nope',
      t.config.cmsWebhookSecret,
      `Bearer ${t.config.newsroomReadSecret}`,
      `Bearer ${t.config.newsroomMailSecret}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/internal/cms-webhook',
        headers: authorization ? { authorization } : {},
        payload: change,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({
        code: 'UNAUTHORIZED',
        message: 'A valid secret is required.',
      });
    }
  });
});
