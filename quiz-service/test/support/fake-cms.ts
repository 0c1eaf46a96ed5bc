import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config';
import type {
  CmsBlog,
  CmsMagazine,
  CmsNamed,
  CmsStory,
} from '../../src/legacy/content/cms-content';
import {
  sampleBlogs,
  sampleCategories,
  sampleDailySet,
  sampleMagazines,
  sampleQuestions,
  sampleStories,
  type FakeCmsDailyChallenge,
  type FakeCmsQuestion,
} from './sample-cms-content';

export * from './sample-cms-content';

interface FakeEntry {
  id?: unknown;
  documentId?: unknown;
  slug?: unknown;
  publishedAt?: unknown;
  updatedAt?: unknown;
  category?: { slug?: unknown } | null;
  tags?: { slug?: unknown }[] | null;
}

/** Strapi 5 gives every entry a documentId and an updatedAt; the samples may leave them out. */
function withDocumentFields<T extends FakeEntry>(entry: T): T {
  return {
    ...entry,
    documentId: entry.documentId ?? `doc-${String(entry.id)}`,
    updatedAt: entry.updatedAt ?? entry.publishedAt ?? '2026-01-01T00:00:00.000Z',
  };
}

/** The REST filters the service sends (slug, documentId $in, updatedAt $gt, category, tags). */
function matchesFilters(entry: FakeEntry, query: Record<string, string>): boolean {
  const slug = query['filters[slug][$eq]'];
  if (slug !== undefined && entry.slug !== slug) return false;
  const ids = Object.entries(query)
    .filter(([key]) => key.startsWith('filters[documentId][$in]'))
    .map(([, value]) => value);
  if (ids.length && !ids.includes(String(entry.documentId))) return false;
  const after = query['filters[updatedAt][$gt]'];
  if (after !== undefined && !(String(entry.updatedAt) > after)) return false;
  const category = query['filters[category][slug][$eq]'];
  if (category !== undefined && entry.category?.slug !== category) return false;
  const tag = query['filters[tags][slug][$eq]'];
  if (tag !== undefined && !(entry.tags ?? []).some((t) => t.slug === tag)) return false;
  return true;
}

export interface FakeCms {
  url: string;
  /** Quiz questions (quiz token); change them between requests. */
  questions: FakeCmsQuestion[];
  /** Editors' daily challenges (quiz token), and a status to answer their reads with (0: 200). */
  dailyChallenges: FakeCmsDailyChallenge[];
  dailyChallengesFailWith: number;
  /**
   * The picks of every day `dailyChallenges` does not name (a range read gets them once, for
   * the day after its start): by default the five questions of sampleDailySet(), which the
   * default bank holds, so today's challenge is those whatever the date. Empty: days without
   * an entry are drawn.
   */
  standingPicks: string[];
  /** Quiz question reads whose query names one of these (e.g. "magazine") answer 400. */
  refusedPopulates: string[];
  /** Published content (read token): the comment check and the REST adapter read these. */
  blogs: CmsBlog[];
  categories: CmsNamed[];
  magazines: CmsMagazine[];
  publishedStories: CmsStory[];
  /** Site settings (read token). */
  siteName: string;
  editorialEmail: string | null;
  /** Media uploaded and story drafts created (quiz token). */
  uploads: { filename: string; mimetype: string; size: number }[];
  stories: { documentId: string; status: string; data: Record<string, unknown> }[];
  /** Answer every call with this status (0: answer normally). */
  failWith: number;
  /** Wait this long before answering. */
  delayMs: number;
  /** Calls received, all and those reading published collections. */
  requests: number;
  contentRequests: number;
  close(): Promise<void>;
}

/**
 * The one stand-in for Strapi's REST API in the tests, on a random port: quiz questions with
 * the quiz token; published blogs, categories, magazines, stories and the site settings with
 * the read token; media upload and story drafts with the quiz token. Paginated like Strapi 5
 * (flat attributes, `meta.pagination`). Tokens default to the development values the test
 * app uses.
 */
export async function startFakeCms(
  tokens: { read?: string; quiz?: string } = {},
): Promise<FakeCms> {
  const base = loadConfig({ NODE_ENV: 'test' });
  const readToken = tokens.read ?? base.cmsWebToken;
  const quizToken = tokens.quiz ?? base.cmsQuizToken;
  const server = Fastify({ bodyLimit: 200 * 1024 * 1024 });
  await server.register(multipart, { limits: { fileSize: 200 * 1024 * 1024 } });
  let nextId = 1;
  const state = {
    questions: [...sampleQuestions(), ...sampleDailySet()],
    dailyChallenges: [] as FakeCmsDailyChallenge[],
    dailyChallengesFailWith: 0,
    standingPicks: sampleDailySet().map((q) => q.documentId),
    refusedPopulates: [] as string[],
    blogs: sampleBlogs(),
    categories: sampleCategories(),
    magazines: sampleMagazines(),
    publishedStories: sampleStories(),
    siteName: 'Apogee',
    editorialEmail: 'newsroom@apogee.example' as string | null,
    uploads: [] as FakeCms['uploads'],
    stories: [] as FakeCms['stories'],
    failWith: 0,
    delayMs: 0,
    requests: 0,
    contentRequests: 0,
  };

  server.addHook('onRequest', async (request, reply) => {
    // Strapi's health check is public, and readiness polls are not content requests.
    if (request.url === '/_health') return;
    state.requests += 1;
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
    const token =
      request.url.startsWith('/api/quiz-questions') ||
      request.url.startsWith('/api/daily-challenges') ||
      request.method !== 'GET'
        ? quizToken
        : readToken;
    if (request.headers.authorization !== `Bearer ${token}`)
      return reply
        .status(401)
        .send({ error: { status: 401, message: 'Missing or invalid credentials' } });
    if (state.failWith)
      return reply.status(state.failWith).send({ error: { status: state.failWith } });
  });

  function page<T>(query: Record<string, string>, items: T[]) {
    const number = Number(query['pagination[page]'] ?? 1);
    const size = Number(query['pagination[pageSize]'] ?? 25);
    return {
      data: items.slice((number - 1) * size, number * size),
      meta: {
        pagination: {
          page: number,
          pageSize: size,
          pageCount: Math.max(1, Math.ceil(items.length / size)),
          total: items.length,
        },
      },
    };
  }

  // Strapi's own health check, which the service's readiness asks.
  server.get('/_health', async (_request, reply) => reply.status(204).send());

  server.get('/api/quiz-questions', async (request, reply) => {
    const keys = Object.keys(request.query as Record<string, string>);
    if (state.refusedPopulates.some((name) => keys.some((key) => key.includes(`[${name}]`))))
      return reply.status(400).send({ error: { status: 400, message: 'Invalid key' } });
    const entries = state.questions.map((q, i) => ({
      id: i + 1,
      topic: 'general',
      createdAt: '2026-01-01T00:00:00.000Z',
      ...q,
      options: q.options.map((o, j) => ({ id: j + 1, ...o })),
      relatedArticle: q.relatedArticle ?? null,
    }));
    return page(request.query as Record<string, string>, entries);
  });

  server.get('/api/daily-challenges', async (request, reply) => {
    if (state.dailyChallengesFailWith)
      return reply.status(state.dailyChallengesFailWith).send({ error: {} });
    const query = request.query as Record<string, string>;
    const date = query['filters[date][$eq]'];
    const after = query['filters[date][$gt]'];
    // Standing picks: the day asked for, or the day after the range's start (the same ids).
    const standingDay =
      date ??
      (after === undefined
        ? undefined
        : new Date(Date.parse(`${after}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
    const standing: FakeCmsDailyChallenge[] =
      state.standingPicks.length &&
      standingDay &&
      !state.dailyChallenges.some((c) => c.date === standingDay)
        ? [
            {
              date: standingDay,
              questions: state.standingPicks.map((documentId) => ({ documentId })),
            },
          ]
        : [];
    return page(
      query,
      [...state.dailyChallenges, ...standing]
        .filter((c) => date === undefined || c.date === date)
        .filter((c) => after === undefined || c.date > after)
        .sort((a, b) => a.date.localeCompare(b.date)),
    );
  });

  const collections: Record<string, () => { slug?: unknown }[]> = {
    blogs: () => state.blogs,
    categories: () => state.categories,
    magazines: () => state.magazines,
    stories: () => state.publishedStories,
  };
  for (const [name, items] of Object.entries(collections))
    server.get(`/api/${name}`, async (request) => {
      state.contentRequests += 1;
      const query = request.query as Record<string, string>;
      const entries = items()
        .map(withDocumentFields)
        .filter((entry) => matchesFilters(entry, query));
      return page(query, entries);
    });

  server.get('/api/site-setting', async () => ({
    data: { siteName: state.siteName, editorialEmail: state.editorialEmail },
  }));

  server.post('/api/upload', async (request, reply) => {
    const file = await request.file();
    if (!file) return reply.status(400).send({});
    const data = await file.toBuffer();
    const id = nextId++;
    state.uploads.push({ filename: file.filename, mimetype: file.mimetype, size: data.length });
    return [{ id, name: file.filename, mime: file.mimetype }];
  });

  server.post('/api/stories', async (request) => {
    const status = (request.query as Record<string, string>).status ?? 'published';
    const data = (request.body as { data: Record<string, unknown> }).data;
    const documentId = `story-${nextId++}`;
    state.stories.push({ documentId, status, data });
    return { data: { documentId, ...data } };
  });

  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(state, { url, close: () => server.close() });
}
