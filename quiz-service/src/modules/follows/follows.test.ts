import { FOLLOWS_MAX } from '@apogee/contracts/follows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE,
  STRONG_PASSWORD,
  freshIp,
  login,
  signUp,
  waitForMail,
} from '../../../test/support/helpers';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { audienceFilter } from '../newsletter-sends/repository';

// What a signed-in reader follows, the "Following" feed from the search index, and the one
// list of interests shared with the newsletter: followed categories are the topics of the
// subscription under the account's address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Published articles as the search index keeps them (the CMS is their source).
  const articles: [string, string, string | null, string[], string | null, string][] = [
    ['moon-base', 'Moon base plans', 'space', ['artemis', 'nasa'], 'ada-byron', '2026-05-04'],
    ['wright-flyer', 'The Wright Flyer', 'aviation', ['history'], 'orville-w', '2026-05-03'],
    ['mars-sample', 'Mars sample return', 'space', ['mars'], null, '2026-05-02'],
    ['concorde-days', 'Concorde days', 'aviation', ['supersonic'], 'ada-byron', '2026-05-01'],
    ['old-glider', 'An old glider', 'history', ['gliders'], null, '2026-04-01'],
  ];
  for (const [slug, title, category, tags, author, day] of articles)
    await t.app.db.query(
      `insert into search_articles (document_id, slug, title, description, category_name,
         category_slug, tag_names, tag_slugs, tag_keys, author, published_at)
       values ($1, $2, $3, $4, initcap($4), $4, $5, $5, $5, $6, $7)`,
      [
        `doc-${slug}`,
        slug,
        title,
        category,
        tags,
        author ? { name: `Name of ${author}`, slug: author } : null,
        `${day}T09:00:00Z`,
      ],
    );
});
afterAll(async () => {
  await t.close();
});

async function reader() {
  const user = await signUp(t.app);
  const cookie = await login(t.app, user.email);
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: SITE },
      ...(payload ? { payload } : {}),
      remoteAddress: freshIp(),
    });
  return {
    ...user,
    cookie,
    call,
    follow: (kind: string, slug: string) => call('PUT', `/api/follows/${kind}/${slug}`),
    unfollow: (kind: string, slug: string) => call('DELETE', `/api/follows/${kind}/${slug}`),
    feed: async (query = '') => {
      const res = await call('GET', `/api/follows/feed${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { following: number; articles: { slug: string }[] };
    },
  };
}

/** A confirmed subscription under `email` with these stored topics, as the footer makes one. */
async function subscription(email: string, topics: string[]) {
  const { rows } = await t.app.db.query<{ id: string }>(
    `insert into newsletter_subscribers (email, name, status, confirmed_at)
     values ($1, '', 'confirmed', now()) returning id`,
    [email],
  );
  const id = rows[0]!.id;
  for (const topic of topics)
    await t.app.db.query(
      'insert into newsletter_subscriber_topics (subscriber_id, topic) values ($1, $2)',
      [id, topic],
    );
  return id;
}

const storedTopics = async (id: string) =>
  (
    await t.app.db.query<{ topic: string }>(
      'select topic from newsletter_subscriber_topics where subscriber_id = $1 order by topic',
      [id],
    )
  ).rows.map((r) => r.topic);

describe('follows', () => {
  it('follows and unfollows a category, a tag and an author, and lists them', async () => {
    const r = await reader();
    expect((await r.call('GET', '/api/follows')).json()).toEqual({ follows: [] });

    const followed = await r.follow('tag', 'artemis');
    expect(followed.statusCode).toBe(200);
    expect(followed.headers['cache-control']).toBe('private, no-store');
    expect(followed.json()).toEqual({
      message: 'Followed.',
      follows: [{ kind: 'tag', slug: 'artemis' }],
    });
    // Twice is the same as once.
    expect((await r.follow('tag', 'artemis')).statusCode).toBe(200);
    await r.follow('category', 'aviation');
    await r.follow('author', 'ada-byron');
    expect((await r.call('GET', '/api/follows')).json().follows).toEqual([
      { kind: 'author', slug: 'ada-byron' },
      { kind: 'category', slug: 'aviation' },
      { kind: 'tag', slug: 'artemis' },
    ]);

    const unfollowed = await r.unfollow('tag', 'artemis');
    expect(unfollowed.json()).toEqual({
      message: 'Unfollowed.',
      follows: [
        { kind: 'author', slug: 'ada-byron' },
        { kind: 'category', slug: 'aviation' },
      ],
    });
    const { rows } = await t.app.db.query(
      'select kind, slug from reader_follows where user_id = $1 order by kind',
      [r.id],
    );
    expect(rows).toEqual([
      { kind: 'author', slug: 'ada-byron' },
      { kind: 'category', slug: 'aviation' },
    ]);
  });

  it('refuses bad input with clear messages', async () => {
    const r = await reader();
    const kind = await r.follow('planet', 'mars');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error.message).toBe('You can follow a category, a tag or an author.');
    for (const slug of ['Mars', '-mars', 'mars%20rover', 'mars_rover']) {
      const res = await r.follow('tag', slug);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().error.message).toBe(
        'This is not the address of a category, tag or author.',
      );
    }
    const limit = await r.call('GET', '/api/follows/feed?limit=500');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().error.message).toBe('limit must be a whole number from 1 to 24.');
    expect((await r.call('GET', '/api/follows')).json()).toEqual({ follows: [] });
  });

  it(`keeps at most ${FOLLOWS_MAX} follows`, async () => {
    const r = await reader();
    await t.app.db.query(
      `insert into reader_follows (user_id, kind, slug)
       select $1, 'tag', 'tag-' || n from generate_series(1, $2::int) as n`,
      [r.id, FOLLOWS_MAX],
    );
    const res = await r.follow('tag', 'one-more');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'You follow 100 categories, tags and authors already. Unfollow one to follow another.',
    );
    const { rows } = await t.app.db.query<{ n: number }>(
      'select count(*)::int as n from reader_follows where user_id = $1',
      [r.id],
    );
    expect(rows[0]?.n).toBe(FOLLOWS_MAX);
    // Following one already followed is no new follow; unfollowing makes room.
    expect((await r.follow('tag', 'tag-1')).statusCode).toBe(200);
    await r.unfollow('tag', 'tag-1');
    expect((await r.follow('tag', 'one-more')).statusCode).toBe(200);
  });

  it('asks a visitor to log in', async () => {
    for (const [method, url] of [
      ['GET', '/api/follows'],
      ['GET', '/api/follows/feed'],
      ['PUT', '/api/follows/tag/mars'],
      ['DELETE', '/api/follows/tag/mars'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: SITE } });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('the Following feed', () => {
  it('lists the newest articles of what the reader follows, newest first', async () => {
    const r = await reader();
    expect(await r.feed()).toEqual({ following: 0, articles: [] });

    await r.follow('tag', 'mars');
    await r.follow('author', 'orville-w');
    const feed = await r.feed();
    expect(feed.following).toBe(2);
    expect(feed.articles).toEqual([
      {
        slug: 'wright-flyer',
        title: 'The Wright Flyer',
        description: 'aviation',
        publishedAt: '2026-05-03T09:00:00.000Z',
        category: { name: 'Aviation', slug: 'aviation' },
        author: { name: 'Name of orville-w', slug: 'orville-w' },
      },
      {
        slug: 'mars-sample',
        title: 'Mars sample return',
        description: 'space',
        publishedAt: '2026-05-02T09:00:00.000Z',
        category: { name: 'Space', slug: 'space' },
        author: null,
      },
    ]);

    await r.follow('category', 'space');
    expect((await r.feed('?limit=2')).articles.map((a) => a.slug)).toEqual([
      'moon-base',
      'wright-flyer',
    ]);
    await r.unfollow('tag', 'mars');
    await r.unfollow('category', 'space');
    expect((await r.feed()).articles.map((a) => a.slug)).toEqual(['wright-flyer']);
  });

  it('has no articles for follows that match none', async () => {
    const r = await reader();
    await r.follow('tag', 'zeppelins');
    expect(await r.feed()).toEqual({ following: 1, articles: [] });
  });
});

describe('one list of interests with the newsletter', () => {
  const myNewsletter = (r: Awaited<ReturnType<typeof reader>>) =>
    r.call('GET', '/api/newsletter/my-preferences');

  it("shows followed categories as the subscription's topics, and the topics as follows", async () => {
    const r = await reader();
    const id = await subscription(r.email, ['space']);
    // Chosen on the newsletter's pages before: already followed.
    expect((await r.call('GET', '/api/follows')).json().follows).toEqual([
      { kind: 'category', slug: 'space' },
    ]);

    await r.follow('category', 'aviation');
    await r.follow('tag', 'mars');
    // The follows are now the one home of the categories; tags are not newsletter topics.
    expect(await storedTopics(id)).toEqual([]);
    expect((await myNewsletter(r)).json().subscription.topics).toEqual(['aviation', 'space']);

    await r.unfollow('category', 'space');
    expect((await myNewsletter(r)).json().subscription.topics).toEqual(['aviation']);
  });

  it("saves the account page's topics as the followed categories", async () => {
    const r = await reader();
    await subscription(r.email, []);
    await r.follow('tag', 'mars');
    await r.follow('category', 'history');
    const saved = await r.call('PUT', '/api/newsletter/my-preferences', {
      topics: ['space', 'aviation'],
      rhythm: 'digest',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences).toMatchObject({
      topics: ['aviation', 'space'],
      rhythm: 'digest',
    });
    expect((await r.call('GET', '/api/follows')).json().follows).toEqual([
      { kind: 'category', slug: 'aviation' },
      { kind: 'category', slug: 'space' },
      { kind: 'tag', slug: 'mars' },
    ]);
    // No topic chosen: no category followed, and the newsletter brings every topic.
    await r.call('PUT', '/api/newsletter/my-preferences', { topics: [], rhythm: 'both' });
    expect((await r.call('GET', '/api/follows')).json().follows).toEqual([
      { kind: 'tag', slug: 'mars' },
    ]);
    expect((await myNewsletter(r)).json().subscription.topics).toEqual([]);
  });

  it('sends an article of a followed category to the subscription, not one of another', async () => {
    const r = await reader();
    const id = await subscription(r.email, []);
    await r.follow('category', 'space');
    // The condition every send's audience is written with, for a send of one topic.
    const audienceOf = async (topic: string) => {
      const { rows } = await t.app.db.query(
        `select s.id from newsletter_subscribers s,
                (select $1::text[] as audience_topics, 'each'::text as audience_rhythm) n
          where s.id = $2 and ${audienceFilter()}`,
        [[topic], id],
      );
      return rows.length > 0;
    };
    expect(await audienceOf('space')).toBe(true);
    expect(await audienceOf('aviation')).toBe(false);
    // Unfollowing the last category: no topic, so every topic again.
    await r.unfollow('category', 'space');
    expect(await audienceOf('aviation')).toBe(true);
  });

  it('leaves the topics of an address with no account to the subscription', async () => {
    const id = await subscription(`no-account-${Date.now()}@example.com`, ['space']);
    const { rows } = await t.app.db.query<{ topic: string }>(
      'select topic from newsletter_topics where subscriber_id = $1',
      [id],
    );
    expect(rows).toEqual([{ topic: 'space' }]);
  });
});

describe("the reader's data", () => {
  it('exports the follows and erases them with the account', async () => {
    const r = await reader();
    await r.follow('author', 'ada-byron');
    const data = await r.call('GET', '/api/account/data');
    expect(data.statusCode).toBe(200);
    expect(data.json().follows).toEqual([
      expect.objectContaining({ kind: 'author', slug: 'ada-byron' }),
    ]);

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: r.cookie, origin: SITE },
      payload: { currentPassword: STRONG_PASSWORD, comments: 'delete' },
      remoteAddress: freshIp(),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    // The confirmation is written after the answer: waited for, so the test ends tidy.
    const confirmation = await waitForMail(t.config, r.email);
    expect(confirmation.subject).toBe('Your Apogee account has been deleted');
    const { rows } = await t.app.db.query('select 1 from reader_follows where user_id = $1', [
      r.id,
    ]);
    expect(rows).toEqual([]);
  });
});
