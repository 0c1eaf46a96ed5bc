import multipart from '@fastify/multipart';
import Fastify from 'fastify';

export interface FakeEngagementCms {
  url: string;
  /** Slugs of published blogs; change it between requests. */
  publishedBlogs: Set<string>;
  editorialEmail: string | null;
  siteName: string;
  uploads: { filename: string; mimetype: string; size: number }[];
  stories: { documentId: string; status: string; data: Record<string, unknown> }[];
  /** Answer every call with this status (0: answer normally). */
  failWith: number;
  requests: number;
  close(): Promise<void>;
}

/**
 * A small stand-in for the parts of Strapi's REST API the engagement modules use: published
 * blogs and site settings (read token), media upload and story drafts (quiz token).
 */
export async function startFakeEngagementCms(tokens: {
  read: string;
  quiz: string;
}): Promise<FakeEngagementCms> {
  const server = Fastify({ bodyLimit: 200 * 1024 * 1024 });
  await server.register(multipart, { limits: { fileSize: 200 * 1024 * 1024 } });
  let nextId = 1;
  const state = {
    publishedBlogs: new Set<string>(['breaking-the-sound-barrier']),
    editorialEmail: 'newsroom@apogee.example' as string | null,
    siteName: 'Apogee',
    uploads: [] as FakeEngagementCms['uploads'],
    stories: [] as FakeEngagementCms['stories'],
    failWith: 0,
    requests: 0,
  };
  const authorised = (header: string | undefined, token: string) => header === `Bearer ${token}`;

  server.addHook('onRequest', async (_request, reply) => {
    state.requests += 1;
    if (state.failWith)
      return reply.status(state.failWith).send({ error: { status: state.failWith } });
  });
  server.get('/api/blogs', async (request, reply) => {
    if (!authorised(request.headers.authorization, tokens.read)) return reply.status(403).send({});
    const slug = (request.query as Record<string, string>)['filters[slug][$eq]'] ?? '';
    return { data: state.publishedBlogs.has(slug) ? [{ id: 1, documentId: 'b1', slug }] : [] };
  });
  server.get('/api/site-setting', async (request, reply) => {
    if (!authorised(request.headers.authorization, tokens.read)) return reply.status(403).send({});
    return { data: { siteName: state.siteName, editorialEmail: state.editorialEmail } };
  });
  server.post('/api/upload', async (request, reply) => {
    if (!authorised(request.headers.authorization, tokens.quiz)) return reply.status(403).send({});
    const file = await request.file();
    if (!file) return reply.status(400).send({});
    const data = await file.toBuffer();
    const id = nextId++;
    state.uploads.push({ filename: file.filename, mimetype: file.mimetype, size: data.length });
    return [{ id, name: file.filename, mime: file.mimetype }];
  });
  server.post('/api/stories', async (request, reply) => {
    if (!authorised(request.headers.authorization, tokens.quiz)) return reply.status(403).send({});
    const status = (request.query as Record<string, string>).status ?? 'published';
    const data = (request.body as { data: Record<string, unknown> }).data;
    const documentId = `story-${nextId++}`;
    state.stories.push({ documentId, status, data });
    return { data: { documentId, ...data } };
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(state, { url, close: () => server.close() });
}
