import { SAVED_ARTICLES_MAX, type SavedArticlesResponse } from '@apogee/contracts/saved-articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';
import {
  SITE,
  STRONG_PASSWORD,
  freshIp,
  login,
  signUp,
  waitForMail,
} from '../../../test/support/helpers';
import { relevanceCorpus } from '../../../test/support/search-corpus';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let cms: FakeCms;

beforeAll(async () => {
  cms = await startFakeCms();
  cms.blogs = relevanceCorpus();
  t = await createTestApp({ cmsUrl: cms.url });
  await t.app.searchIndex.rebuild();
});
afterAll(async () => {
  await t.close();
  await cms.close();
});

async function reader() {
  const user = await signUp(t.app);
  return { ...user, cookie: await login(t.app, user.username) };
}

const call = (
  cookie: string | undefined,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), origin: SITE },
    payload,
    remoteAddress: freshIp(),
  });

describe('the reading list', () => {
  it('saves published articles and lists them newest first, with their title', async () => {
    const { cookie } = await reader();
    const first = await call(cookie, 'PUT', '/api/saved-articles/hubble-servicing-missions');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Saved to your reading list.',
      item: {
        slug: 'hubble-servicing-missions',
        title: 'Hubble servicing missions',
        category: { name: 'Astronomy', slug: 'astronomy' },
        progress: null,
      },
    });
    await call(cookie, 'PUT', '/api/saved-articles/artemis-return-to-the-moon');

    const list = await call(cookie, 'GET', '/api/saved-articles');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const { items } = list.json() as SavedArticlesResponse;
    expect(items.map((item) => [item.slug, item.title])).toEqual([
      ['artemis-return-to-the-moon', 'Artemis: the return to the Moon'],
      ['hubble-servicing-missions', 'Hubble servicing missions'],
    ]);
    expect(items[0]!.description).toBe('Why the next crews will land near the lunar south pole.');
    expect(new Date(items[0]!.savedAt).toISOString()).toBe(items[0]!.savedAt);
  });

  it('saves an article once, however often the button is pressed', async () => {
    const { cookie } = await reader();
    await call(cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    await call(cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    const { items } = (await call(cookie, 'GET', '/api/saved-articles')).json();
    expect(items).toHaveLength(1);
  });

  it('removes an article from the list', async () => {
    const { cookie } = await reader();
    await call(cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    await call(cookie, 'PUT', '/api/saved-articles/a-week-at-mission-control');
    const res = await call(cookie, 'DELETE', '/api/saved-articles/moon-dust-and-water');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Removed from your reading list.' });
    const { items } = (await call(cookie, 'GET', '/api/saved-articles')).json();
    expect(items.map((item: { slug: string }) => item.slug)).toEqual(['a-week-at-mission-control']);
  });

  it('shows each reader only their own list', async () => {
    const ada = await reader();
    const bob = await reader();
    await call(ada.cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    expect((await call(bob.cookie, 'GET', '/api/saved-articles')).json()).toEqual({ items: [] });
  });

  it('asks visitors to log in', async () => {
    for (const [method, url] of [
      ['GET', '/api/saved-articles'],
      ['PUT', '/api/saved-articles/moon-dust-and-water'],
      ['DELETE', '/api/saved-articles/moon-dust-and-water'],
      ['GET', '/api/reading-positions/continue'],
    ] as const) {
      const res = await call(undefined, method, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses an address that is no published article, with a clear 404 or 400', async () => {
    const { cookie } = await reader();
    const unknown = await call(cookie, 'PUT', '/api/saved-articles/no-such-article');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No published article has this address.');
    for (const slug of ['Not%20A%20Slug', '..%2Fetc', 'x--y', '-x']) {
      const bad = await call(cookie, 'PUT', `/api/saved-articles/${slug}`);
      expect(bad.statusCode, slug).toBe(400);
      expect(bad.json().error.message).toBe('No published article has this address.');
    }
    // Longer than any address the router reads.
    const long = await call(cookie, 'PUT', `/api/saved-articles/${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().error.message).toBe('The address is too long.');
    expect((await call(cookie, 'GET', '/api/saved-articles')).json()).toEqual({ items: [] });
  });

  it(`holds at most ${SAVED_ARTICLES_MAX} articles, then says the list is full`, async () => {
    const user = await reader();
    // Filled directly: 500 saves through the API would only make the test slow.
    await t.app.db.query(
      `insert into saved_articles (user_id, slug, title, saved_at)
       select $1, 'filler-' || n, 'Filler ' || n, now() - interval '1 day'
         from generate_series(1, $2::int) n`,
      [user.id, SAVED_ARTICLES_MAX - 1],
    );
    const last = await call(user.cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    expect(last.statusCode).toBe(200);
    const res = await call(user.cookie, 'PUT', '/api/saved-articles/hubble-servicing-missions');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'READING_LIST_FULL',
      message: 'Your reading list is full (500 articles). Remove one to save another.',
    });
    // Saving one already on the list again is fine; removing one makes room.
    const again = await call(user.cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    expect(again.statusCode).toBe(200);
    await call(user.cookie, 'DELETE', '/api/saved-articles/filler-7');
    const after = await call(user.cookie, 'PUT', '/api/saved-articles/hubble-servicing-missions');
    expect(after.statusCode).toBe(200);
    const { items } = (await call(user.cookie, 'GET', '/api/saved-articles')).json();
    expect(items).toHaveLength(SAVED_ARTICLES_MAX);
    expect(items[0].slug).toBe('hubble-servicing-missions');
  });
});

describe('continue reading', () => {
  it('offers the last article left unfinished, with how far it was read', async () => {
    const { cookie } = await reader();
    expect((await call(cookie, 'GET', '/api/reading-positions/continue')).json()).toEqual({
      article: null,
    });
    const put = await call(cookie, 'PUT', '/api/reading-positions/hubble-servicing-missions', {
      progress: 0.4,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      slug: 'hubble-servicing-missions',
      progress: 0.4,
      finished: false,
    });
    const res = await call(cookie, 'GET', '/api/reading-positions/continue');
    expect(res.json().article).toMatchObject({
      slug: 'hubble-servicing-missions',
      title: 'Hubble servicing missions',
      progress: 0.4,
    });
    // Opened another, barely started: the Hubble article is still the one to continue.
    await call(cookie, 'PUT', '/api/reading-positions/moon-dust-and-water', { progress: 0.01 });
    expect((await call(cookie, 'GET', '/api/reading-positions/continue')).json().article.slug).toBe(
      'hubble-servicing-missions',
    );
  });

  it('no longer offers an article read to the end, even when scrolled back up', async () => {
    const { cookie } = await reader();
    await call(cookie, 'PUT', '/api/reading-positions/a-week-at-mission-control', {
      progress: 0.5,
    });
    const end = await call(cookie, 'PUT', '/api/reading-positions/a-week-at-mission-control', {
      progress: 0.97,
    });
    expect(end.json()).toMatchObject({ finished: true });
    const back = await call(cookie, 'PUT', '/api/reading-positions/a-week-at-mission-control', {
      progress: 0.3,
    });
    expect(back.json()).toEqual({
      slug: 'a-week-at-mission-control',
      progress: 0.97,
      finished: true,
    });
    expect((await call(cookie, 'GET', '/api/reading-positions/continue')).json()).toEqual({
      article: null,
    });
  });

  it('shows the reading list how far each saved article was read', async () => {
    const { cookie } = await reader();
    await call(cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    await call(cookie, 'PUT', '/api/reading-positions/moon-dust-and-water', { progress: 0.25 });
    const { items } = (await call(cookie, 'GET', '/api/saved-articles')).json();
    expect(items[0]).toMatchObject({ slug: 'moon-dust-and-water', progress: 0.25 });
  });

  it('refuses a progress outside 0 to 1 and an unknown article', async () => {
    const { cookie } = await reader();
    for (const progress of [-0.1, 1.5, 'half']) {
      const res = await call(cookie, 'PUT', '/api/reading-positions/moon-dust-and-water', {
        progress,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.progress).toBe('progress must be a number from 0 to 1.');
    }
    const unknown = await call(cookie, 'PUT', '/api/reading-positions/no-such-article', {
      progress: 0.5,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("the reader's rights", () => {
  it('puts the reading list and positions in the copy of their data', async () => {
    const { cookie } = await reader();
    await call(cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    await call(cookie, 'PUT', '/api/reading-positions/moon-dust-and-water', { progress: 0.5 });
    const data = (await call(cookie, 'GET', '/api/account/data')).json();
    expect(data.savedArticles).toEqual([
      expect.objectContaining({ slug: 'moon-dust-and-water', title: 'Moon dust and lunar soil' }),
    ]);
    expect(data.readingPositions).toEqual([
      expect.objectContaining({ slug: 'moon-dust-and-water', progress: 0.5, finished: false }),
    ]);
  });

  it('erases them with the account', async () => {
    const user = await reader();
    await call(user.cookie, 'PUT', '/api/saved-articles/moon-dust-and-water');
    await call(user.cookie, 'PUT', '/api/reading-positions/moon-dust-and-water', {
      progress: 0.5,
    });
    const res = await call(user.cookie, 'POST', '/api/account/delete', {
      currentPassword: STRONG_PASSWORD,
      comments: 'delete',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The confirmation goes out after the answer.
    await waitForMail(t.config, user.email);
    for (const table of ['saved_articles', 'reading_positions']) {
      const { rows } = await t.app.db.query(`select 1 from ${table} where user_id = $1`, [user.id]);
      expect(rows, table).toEqual([]);
    }
  });
});
