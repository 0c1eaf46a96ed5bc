// The weekly digest: on the day and hour of the site settings (in the site's time zone), one
// send per topic (category) with articles published since that topic's last digest, to the
// readers who take the digest (rhythm digest or both) and follow the topic or every topic.
// Every replica checks now and then; the send's dedupe key (digest:<topic>:<site day>) lets
// only one of them create it, and a topic's digest never goes out twice within a week.
import { renderNewsletterEmail, type NewsletterArticle } from '@apogee/newsletter-email';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import { readSiteSettings, type SiteSettings, type Weekday } from '../../lib/site-settings';
import type { NewsletterSends } from './service';

/** How far back a topic's first digest looks. */
const FIRST_DIGEST_DAYS = 7;
/** A topic's digest goes out at most once in this many days, even when editors move the day. */
const DAYS_BETWEEN_DIGESTS = 6;
/** A digest lists at most this many articles, the newest first. */
const DIGEST_ARTICLES_MAX = 12;
/** How often each replica looks whether a digest is due. */
const CHECK_EVERY_MS = 5 * 60_000;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The site's day (YYYY-MM-DD), weekday and hour at `now`. */
export function siteClock(now: Date, timeZone: string) {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: String(parts.weekday).toLowerCase() as Weekday,
    hour: Number(parts.hour),
  };
}

/**
 * The site day whose digest is due at `now` (from its hour to the end of that day, so a
 * service that was down at the hour still sends it), or null.
 */
export function digestDueDay(
  now: Date,
  schedule: { day: Weekday; hour: number },
  timeZone: string,
): string | null {
  const clock = siteClock(now, timeZone);
  return clock.weekday === schedule.day && clock.hour >= schedule.hour ? clock.day : null;
}

interface DigestArticleRow {
  topic: string;
  topic_name: string | null;
  slug: string;
  title: string;
  description: string;
  image: { url?: string; alternativeText?: string | null } | null;
}

/**
 * The published articles of each topic since its last digest (the first: the last week),
 * from the search index, which keeps every published article with its category. Topics whose
 * digest went out in the last days are left out.
 */
export async function newArticlesByTopic(
  db: Queryable,
  now: Date,
): Promise<Map<string, DigestArticleRow[]>> {
  const { rows } = await db.query<DigestArticleRow>(
    `with last_digest as (
       select n.audience_topics[1] as topic, max(n.scheduled_at) as at
         from newsletter_sends n
        where n.kind = 'digest' and cardinality(n.audience_topics) = 1
        group by 1
     )
     select a.category_slug as topic, a.category_name as topic_name, a.slug, a.title,
            a.description, a.image
       from search_articles a left join last_digest l on l.topic = a.category_slug
      where a.category_slug is not null and a.published_at <= $1
        and a.published_at > coalesce(l.at, $1::timestamptz - make_interval(days => $2))
        and (l.at is null or l.at <= $1::timestamptz - make_interval(days => $3))
      order by a.category_slug, a.published_at desc, a.document_id`,
    [now, FIRST_DIGEST_DAYS, DAYS_BETWEEN_DIGESTS],
  );
  const byTopic = new Map<string, DigestArticleRow[]>();
  for (const row of rows) {
    const list = byTopic.get(row.topic) ?? [];
    if (list.length < DIGEST_ARTICLES_MAX) list.push(row);
    byTopic.set(row.topic, list);
  }
  return byTopic;
}

export interface DigestDeps {
  db: Queryable;
  sends: Pick<NewsletterSends, 'createSend'>;
  publicUrl: string;
  siteTimeZone: string;
  settings: Pick<SiteSettings, 'siteName' | 'postalAddress' | 'digestDay' | 'digestHour'>;
}

/** A digest created by one check. */
export interface CreatedDigest {
  topic: string;
  dedupeKey: string;
  articles: number;
}

/**
 * Creates the digests due at `now`: one send per topic with something new. A digest another
 * replica created first is left to it.
 */
export async function runDueDigests(deps: DigestDeps, now: Date): Promise<CreatedDigest[]> {
  const { settings } = deps;
  const day = digestDueDay(
    now,
    { day: settings.digestDay, hour: settings.digestHour },
    deps.siteTimeZone,
  );
  if (!day) return [];
  const siteName = settings.siteName ?? 'Apogee';
  const created: CreatedDigest[] = [];
  for (const [topic, rows] of await newArticlesByTopic(deps.db, now)) {
    const topicName = rows[0]?.topic_name || topic;
    const articles: NewsletterArticle[] = rows.map((row) => ({
      title: row.title,
      description: row.description,
      url: `${deps.publicUrl}/${encodeURIComponent(row.slug)}`,
      pictureUrl: row.image?.url ?? null,
      pictureAlt: row.image?.alternativeText ?? null,
    }));
    const heading = `New in ${topicName} this week`;
    const subject = `${siteName}: new in ${topicName} this week`;
    const preheader = articles
      .slice(0, 3)
      .map((a) => a.title)
      .join(' · ');
    const email = await renderNewsletterEmail({
      site: {
        name: siteName,
        publicUrl: deps.publicUrl,
        postalAddress: settings.postalAddress ?? '',
      },
      subject,
      preheader,
      heading,
      articles,
    });
    const dedupeKey = `digest:${topic}:${day}`;
    try {
      await deps.sends.createSend({
        kind: 'digest',
        dedupeKey,
        subject,
        preheader,
        html: email.html,
        text: email.text,
        audience: { topics: [topic], rhythm: 'digest' },
        scheduledAt: now,
        createdBy: 'weekly digest',
      });
      created.push({ topic, dedupeKey, articles: articles.length });
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
  return created;
}

/** Looks every few minutes whether digests are due; stops with the app. */
export function startDigestSchedule(
  deps: Omit<DigestDeps, 'settings'> & {
    readSettings: () => Promise<DigestDeps['settings']>;
    log: FastifyBaseLogger;
    everyMs?: number;
  },
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void (async () => {
      try {
        const created = await runDueDigests(
          { ...deps, settings: await deps.readSettings() },
          new Date(),
        );
        for (const digest of created) deps.log.info(digest, 'weekly digest created');
      } catch (err) {
        deps.log.error({ err }, 'weekly digest check failed (tried again at the next check)');
      } finally {
        running = false;
      }
    })();
  }, deps.everyMs ?? CHECK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** The weekly digest's schedule in every service replica. */
export const newsletterDigestsModule = fp(
  async (app) => {
    const schedule = startDigestSchedule({
      db: app.db,
      sends: app.newsletterSends,
      publicUrl: app.config.publicUrl,
      siteTimeZone: app.config.siteTimeZone,
      readSettings: () => readSiteSettings(app.cms),
      log: app.log,
    });
    app.addHook('onClose', async () => schedule.stop());
  },
  { name: 'newsletter-digests', dependencies: ['db', 'cms-client', 'newsletter-sends'] },
);
