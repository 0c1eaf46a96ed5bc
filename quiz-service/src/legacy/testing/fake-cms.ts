import Fastify from 'fastify';
import { loadConfig } from '../../config';
import { startFakeCms } from '../../modules/quiz/fake-cms';
import { startFakeEngagementCms } from '../../modules/stories/fake-cms';
import type { CmsBlog, CmsMagazine, CmsNamed, CmsStory } from '../content/cms-content';

const tag = (id: number, name: string, slug: string): CmsNamed => ({ id, name, slug });
const TAGS = {
  supersonic: tag(1, 'Supersonic', 'supersonic'),
  mars: tag(2, 'Mars', 'mars'),
  rockets: tag(3, 'Rockets', 'rockets'),
};
const CATEGORIES = {
  aviation: { id: 1, name: 'Aviation', slug: 'aviation' },
  space: { id: 2, name: 'Space', slug: 'space' },
};

const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const plain = (text: string) => ({ type: 'text', text });

/** Published articles, newest first, in the CMS's REST shape (Strapi 5, flat attributes). */
export const sampleBlogs = (): CmsBlog[] => [
  {
    id: 11,
    slug: 'breaking-the-sound-barrier',
    title: 'Breaking the sound barrier',
    description: 'How the X-1 went faster than sound.',
    publishedAt: '2026-04-11T23:30:00.000Z',
    featureImage: { url: '/uploads/x1_feature.webp', mime: 'image/webp' },
    category: CATEGORIES.aviation,
    tags: [TAGS.supersonic],
    content: [
      { type: 'heading', level: 2, children: [plain('Mach 1')] },
      paragraph(
        plain('The X-1 flew at '),
        { type: 'text', text: 'Mach 1.06', bold: true },
        plain(' <script>alert(1)</script> & more. '),
        { type: 'link', url: 'https://www.example.org/x-1', children: [plain('Read more')] },
        { type: 'link', url: 'javascript:alert(1)', children: [plain('not a link')] },
      ),
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [plain('Drop from a B-29')] },
          { type: 'list-item', children: [plain('Light the rockets')] },
        ],
      },
      {
        type: 'image',
        image: {
          url: '/uploads/x1_in_flight.webp',
          alternativeText: 'The X-1 in flight',
          width: 1200,
          height: 800,
        },
      },
      { type: 'unknown-block', children: [plain('dropped')] },
    ],
  },
  {
    id: 12,
    slug: 'landing-on-mars',
    title: 'Landing on Mars',
    description: 'Seven minutes of terror.',
    publishedAt: '2026-03-10T09:00:00.000Z',
    featureImage: { url: 'https://media.example.com/mars.webp', mime: 'image/webp' },
    category: CATEGORIES.space,
    tags: [TAGS.mars, TAGS.rockets],
    content: [paragraph(plain('Entry, descent and landing.'))],
  },
  {
    id: 13,
    slug: 'reusable-rockets',
    title: 'Reusable rockets',
    description: 'Boosters that land.',
    publishedAt: '2026-03-08T10:00:00.000Z',
    featureImage: { url: '/uploads/booster.webp', mime: 'image/webp' },
    category: CATEGORIES.space,
    tags: [TAGS.rockets],
    content: [paragraph(plain('Propulsive landing.'))],
  },
  {
    id: 14,
    slug: 'mars-sample-return',
    title: 'Mars sample return',
    description: 'Bringing rocks home.',
    publishedAt: '2026-02-01T10:00:00.000Z',
    featureImage: null,
    category: CATEGORIES.space,
    tags: [TAGS.mars],
    content: [paragraph(plain('Tubes on the ground.'))],
  },
  ...Array.from({ length: 4 }, (_, i) => ({
    id: 20 + i,
    slug: `archive-note-${i + 1}`,
    title: `Archive note ${i + 1}`,
    description: 'From the archive.',
    publishedAt: `2025-0${i + 1}-15T10:00:00.000Z`,
    featureImage: { url: '/uploads/archive.webp', mime: 'image/webp' },
    category: CATEGORIES.aviation,
    tags: [],
    content: [paragraph(plain('Archive.'))],
  })),
];

export const sampleMagazines = (): CmsMagazine[] => [
  {
    id: 3,
    slug: 'apogee-march-2026',
    title: 'Apogee, March 2026',
    issueDate: '2026-03-01',
    cover: { url: '/uploads/cover_march.webp', mime: 'image/webp' },
    description: [
      paragraph(plain('Mars & rockets, '), { type: 'text', text: 'in depth', italic: true }),
    ],
    readerUrl: 'https://reader.example.com/apogee/march-2026',
    purchaseUrl: 'https://shop.example.com/apogee/march-2026',
    tags: [TAGS.mars, TAGS.rockets],
  },
  {
    id: 2,
    slug: 'apogee-february-2026',
    title: 'Apogee, February 2026',
    issueDate: '2026-02-01',
    cover: { url: '/uploads/cover_february.webp', mime: 'image/webp' },
    description: [paragraph(plain('Winter flying.'))],
    readerUrl: 'https://reader.example.com/apogee/february-2026',
    purchaseUrl: 'https://shop.example.com/apogee/february-2026',
    tags: [],
  },
];

export const sampleStories = (): CmsStory[] => [
  {
    id: 5,
    slug: 'first-flight',
    title: 'First flight',
    pages: [
      { id: 51, caption: 'Take-off', media: { url: '/uploads/takeoff.webp', mime: 'image/webp' } },
      { id: 52, caption: '', media: { url: '/uploads/climb.mp4', mime: 'video/mp4' } },
    ],
  },
  {
    id: 6,
    slug: 'night-launch',
    title: 'Night launch',
    pages: [
      { id: 61, caption: 'Lift-off', media: { url: '/uploads/launch.mp4', mime: 'video/mp4' } },
    ],
  },
];

const CATEGORY_LIST: CmsNamed[] = [CATEGORIES.aviation, CATEGORIES.space];

/**
 * One stand-in CMS for the REST adapter's tests: published blogs, categories, magazines and
 * stories in the REST shape (read token checked), and, behind the same address, the quiz
 * module's fake (quiz questions) and the engagement modules' fake (site settings, uploads,
 * story drafts), to which it forwards those paths.
 */
export async function startFakeContentCms() {
  const base = loadConfig({ NODE_ENV: 'test' });
  const readToken = base.cmsWebToken;
  const quizCms = await startFakeCms(base.cmsQuizToken);
  const engagementCms = await startFakeEngagementCms({ read: readToken, quiz: base.cmsQuizToken });
  const state = {
    blogs: sampleBlogs(),
    magazines: sampleMagazines(),
    stories: sampleStories(),
    /** Answer content reads with this status (0: normally). */
    failWith: 0,
    contentRequests: 0,
  };

  const server = Fastify({ bodyLimit: 200 * 1024 * 1024 });
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

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

  const collections: Record<string, () => unknown[]> = {
    blogs: () => state.blogs,
    categories: () => CATEGORY_LIST,
    magazines: () => state.magazines,
    stories: () => state.stories,
  };
  for (const [name, items] of Object.entries(collections))
    server.get(`/api/${name}`, async (request, reply) => {
      state.contentRequests += 1;
      if (request.headers.authorization !== `Bearer ${readToken}`)
        return reply.status(403).send({ error: { status: 403, name: 'ForbiddenError' } });
      if (state.failWith) return reply.status(state.failWith).send({ error: {} });
      const query = request.query as Record<string, string>;
      const slug = query['filters[slug][$eq]'];
      const all = items() as { slug?: unknown }[];
      return page(query, slug ? all.filter((item) => item.slug === slug) : all);
    });

  // Everything else goes to the quiz or the engagement fake, as sent.
  server.all('/*', async (request, reply) => {
    const target = request.url.startsWith('/api/quiz-questions') ? quizCms.url : engagementCms.url;
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type'])
      if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body as Buffer) : undefined,
    });
    return reply
      .status(answer.status)
      .header('content-type', answer.headers.get('content-type') ?? 'application/json')
      .send(Buffer.from(await answer.arrayBuffer()));
  });

  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    state,
    quiz: quizCms,
    engagement: engagementCms,
    async close() {
      await server.close();
      await quizCms.close();
      await engagementCms.close();
    },
  };
}
export type FakeContentCms = Awaited<ReturnType<typeof startFakeContentCms>>;
