import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';
import { relevanceCorpus } from '../../../test/support/search-corpus';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import type { CmsBlog } from '../../legacy/content/cms-content';
import { takeLease } from './repository';

let t: TestApp;
let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url });
});
afterAll(async () => {
  await t.close();
  await cms.close();
});
beforeEach(async () => {
  cms.blogs = relevanceCorpus();
  await t.app.searchIndex.rebuild();
});

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });
const newArticle = (slug: string, title: string, updatedAt: string): CmsBlog =>
  ({
    id: 900,
    documentId: `doc-${slug}`,
    slug,
    title,
    description: 'Fresh from the newsroom.',
    publishedAt: updatedAt,
    updatedAt,
    content: [paragraph('Sounding rockets carry instruments above the atmosphere.')],
    category: { id: 9, name: 'Spaceflight', slug: 'spaceflight' },
    tags: [],
  }) as CmsBlog;

async function found(term: string) {
  const page = await t.app.articleSearch.search({
    q: term,
    start: 0,
    limit: 12,
    sort: 'relevance',
  });
  return page.results.map((result) => result.slug);
}

function webhook(
  payload: Record<string, unknown>,
  authorization = `Bearer ${t.config.cmsWebhookSecret}`,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/internal/cms-webhook',
    headers: { authorization },
    payload,
  });
}

describe('the CMS webhook keeps the index in step', () => {
  it('indexes a published article, then drops it when it is unpublished', async () => {
    cms.blogs.push(newArticle('sounding-rockets', 'Sounding rockets', '2026-11-20T10:00:00.000Z'));
    expect(await found('sounding')).toEqual([]);
    await webhook({ event: 'entry.publish', model: 'blog', documentId: 'doc-sounding-rockets' });
    await t.app.searchIndex.settled();
    expect(await found('sounding')).toEqual(['sounding-rockets']);
    expect((await t.app.articleSearch.suggest('soundin')).suggestions[0]?.slug).toBe(
      'sounding-rockets',
    );

    cms.blogs = cms.blogs.filter((blog) => blog.slug !== 'sounding-rockets');
    await webhook({ event: 'entry.unpublish', model: 'blog', documentId: 'doc-sounding-rockets' });
    await t.app.searchIndex.settled();
    expect(await found('sounding')).toEqual([]);
    // Its words go with it: nothing suggests a spelling only a removed article used.
    expect(
      (await t.app.articleSearch.search({ q: 'soundng', start: 0, limit: 12, sort: 'relevance' }))
        .didYouMean,
    ).toBeNull();
  });

  it('follows an edited title', async () => {
    const hubble = cms.blogs.find((blog) => blog.slug === 'hubble-servicing-missions')!;
    hubble.title = 'Hubble repair flights';
    (hubble as { updatedAt?: string }).updatedAt = '2026-11-21T10:00:00.000Z';
    await webhook({
      event: 'entry.publish',
      model: 'blog',
      documentId: 'doc-hubble-servicing-missions',
    });
    await t.app.searchIndex.settled();
    expect(await found('repair')).toEqual(['hubble-servicing-missions']);
  });

  it('reads the articles of a renamed category again', async () => {
    for (const blog of cms.blogs)
      if (blog.category?.slug === 'aviation')
        blog.category = { id: 2, name: 'Aeronautics', slug: 'aviation' };
    await webhook({
      event: 'entry.update',
      model: 'category',
      documentId: 'cat-2',
      slug: 'aviation',
    });
    await t.app.searchIndex.settled();
    expect((await found('aeronautics')).sort()).toEqual([
      'cafe-society-at-le-bourget',
      'how-jet-engines-make-thrust',
    ]);
  });

  it('still refuses a webhook without the secret', async () => {
    const res = await webhook(
      { event: 'entry.publish', model: 'blog', documentId: 'x' },
      'Bearer no',
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('reconciliation repairs what a missed webhook left', () => {
  it('adds a published article and removes a deleted one', async () => {
    cms.blogs = cms.blogs.filter((blog) => blog.slug !== 'moon-dust-and-water');
    cms.blogs.push(newArticle('sounding-rockets', 'Sounding rockets', '2026-11-22T10:00:00.000Z'));
    expect(await found('regolith')).toEqual(['moon-dust-and-water']);

    const report = await t.app.searchIndex.reconcile();
    expect(report).toMatchObject({ removed: 1 });
    expect(await found('regolith')).toEqual([]);
    expect(await found('sounding')).toEqual(['sounding-rockets']);
    expect((await t.app.searchIndex.status()).articles).toBe(7);
  });

  it('runs in one process at a time', async () => {
    expect(await takeLease(t.app.db, 'another-replica', 60_000)).toBe(true);
    expect(await t.app.searchIndex.reconcile()).toBeNull();
    expect(await t.app.searchIndex.rebuild()).toBeNull();
    // A lease that was not renewed expires.
    await t.app.db.query(`update search_index_state set lease_until = now() - interval '1 second'`);
    expect(await t.app.searchIndex.reconcile()).not.toBeNull();
  });
});

describe('POST /api/internal/search/reindex', () => {
  it('rebuilds the index from the CMS for the holder of the purge secret', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/internal/search/reindex' });
    expect(refused.statusCode).toBe(401);

    cms.blogs.push(newArticle('sounding-rockets', 'Sounding rockets', '2026-11-23T10:00:00.000Z'));
    const headers = { authorization: `Bearer ${t.config.cmsWebhookSecret}` };
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/internal/search/reindex',
      headers,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().job).toBe('rebuild');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/internal/search/reindex',
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'The search index is already being rebuilt or reconciled; try again when it ends.',
    );
    let status = started.json();
    for (let i = 0; i < 100 && status.job; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (
        await t.app.inject({ method: 'GET', url: '/api/internal/search/status', headers })
      ).json();
    }
    expect(status).toMatchObject({ job: null, articles: 8 });
    expect(await found('sounding')).toEqual(['sounding-rockets']);
  });
});
