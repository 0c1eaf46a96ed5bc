import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { digestDueDay, runDueDigests, type DigestDeps } from './digest';

// The weekly digest on a pinned clock: Mondays at 8:00 in Paris (UTC+1 in winter).
let t: TestApp;
let deps: DigestDeps;

const settings: DigestDeps['settings'] = {
  siteName: 'Apogee',
  postalAddress: '12 Hangar Road, 31000 Toulouse',
  digestDay: 'monday',
  digestHour: 8,
};

async function article(slug: string, category: string, publishedAt: string) {
  await t.app.db.query(
    `insert into search_articles (document_id, slug, title, description, category_name,
       category_slug, image, published_at)
     values ($1, $1, $2, $3, $4, $5, $6, $7)`,
    [
      slug,
      `Title of ${slug}`,
      `What ${slug} is about.`,
      category[0]?.toUpperCase() + category.slice(1),
      category,
      { url: `/uploads/${slug}.jpg`, alternativeText: `Picture of ${slug}` },
      publishedAt,
    ],
  );
}

async function digests() {
  const { rows } = await t.app.db.query<{
    dedupe_key: string;
    subject: string;
    html: string;
    text: string;
    audience_topics: string[];
    audience_rhythm: string;
  }>(
    `select dedupe_key, subject, html, text, audience_topics, audience_rhythm
       from newsletter_sends where kind = 'digest' order by created_at`,
  );
  return rows;
}

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  deps = {
    db: t.app.db,
    sends: t.app.newsletterSends,
    publicUrl: 'https://apogee.example',
    siteTimeZone: 'Europe/Paris',
    settings,
  };
  await article('orbit-one', 'space', '2026-11-28T10:00:00Z');
  await article('orbit-two', 'space', '2026-11-29T10:00:00Z');
  // Older than a week: nothing new in aviation.
  await article('old-wings', 'aviation', '2026-11-10T10:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('weekly digest', () => {
  it("is due from the set hour of the set day, in the site's time zone", () => {
    const schedule = { day: 'monday' as const, hour: 8 };
    expect(digestDueDay(at('2026-11-30T06:59:00Z'), schedule, 'Europe/Paris')).toBeNull();
    expect(digestDueDay(at('2026-11-30T07:00:00Z'), schedule, 'Europe/Paris')).toBe('2026-11-30');
    expect(digestDueDay(at('2026-11-30T22:59:00Z'), schedule, 'Europe/Paris')).toBe('2026-11-30');
    // Already Tuesday in Paris.
    expect(digestDueDay(at('2026-11-30T23:00:00Z'), schedule, 'Europe/Paris')).toBeNull();
  });

  it('sends nothing before the hour', async () => {
    expect(await runDueDigests(deps, at('2026-11-30T06:59:00Z'))).toEqual([]);
    expect(await digests()).toHaveLength(0);
  });

  it("creates one digest for each topic with new articles, to that topic's digest readers", async () => {
    expect(await runDueDigests(deps, at('2026-11-30T07:00:00Z'))).toEqual([
      { topic: 'space', dedupeKey: 'digest:space:2026-11-30', articles: 2 },
    ]);
    const [space] = await digests();
    expect(space).toMatchObject({
      dedupe_key: 'digest:space:2026-11-30',
      subject: 'Apogee: new in Space this week',
      audience_topics: ['space'],
      audience_rhythm: 'digest',
    });
    for (const body of [space?.html, space?.text]) {
      expect(body).toContain('New in Space this week');
      expect(body).toContain('Title of orbit-one');
      expect(body).toContain('Title of orbit-two');
      expect(body).toContain('https://apogee.example/orbit-two');
      expect(body).toContain('12 Hangar Road, 31000 Toulouse');
      expect(body).toContain('{{unsubscribe_url}}');
      expect(body).toContain('{{preferences_url}}');
    }
    expect(space?.html).toContain('https://apogee.example/uploads/orbit-one.jpg');
    expect(space?.text).not.toContain('old-wings');
  });

  it('never sends a topic twice in a week, even when editors move the day', async () => {
    expect(await runDueDigests(deps, at('2026-11-30T09:00:00Z'))).toEqual([]);
    await article('orbit-three', 'space', '2026-12-01T10:00:00Z');
    const wednesday = { ...deps, settings: { ...settings, digestDay: 'wednesday' as const } };
    expect(await runDueDigests(wednesday, at('2026-12-02T08:00:00Z'))).toEqual([]);
    expect((await digests()).map((d) => d.dedupe_key)).toEqual(['digest:space:2026-11-30']);
  });

  it('lists only what is new since the last digest the next week, and skips a quiet topic', async () => {
    expect(await runDueDigests(deps, at('2026-12-07T07:30:00Z'))).toEqual([
      { topic: 'space', dedupeKey: 'digest:space:2026-12-07', articles: 1 },
    ]);
    const next = (await digests())[1];
    expect(next?.text).toContain('Title of orbit-three');
    expect(next?.text).not.toContain('Title of orbit-one');
  });
});
