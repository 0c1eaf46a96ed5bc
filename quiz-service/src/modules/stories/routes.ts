import multipart from '@fastify/multipart';
import { STORY_VIDEO_MAX_BYTES, storySubmittedResponseSchema } from '@apogee/contracts/stories';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { requireSecret } from '../../lib/internal-secret';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createCmsStoryDrafts, type StoryDrafts } from './cms-stories';
import { createStoriesService, type StoriesService } from './service';
import { receiveStoryUpload } from './upload';

declare module 'fastify' {
  interface FastifyInstance {
    stories: StoriesService;
  }
}

const submissionsQuery = z.object({
  /** CMS documentIds, comma-separated (at most 50). */
  documentIds: z
    .string()
    .max(50 * 40)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length <= 50, 'Ask for at most 50 stories at a time.'),
});
const submissionsAnswer = z.object({
  submissions: z.array(
    z.object({
      documentId: z.string(),
      title: z.string(),
      submittedAt: z.string(),
      submitter: z.object({ username: z.string(), email: z.string() }).nullable(),
    }),
  ),
});

const routes: FastifyPluginAsyncZod<{ stories: StoriesService }> = async (app, { stories }) => {
  // The CMS's newsroom home lists readers' stories awaiting moderation with who sent them.
  app.get(
    '/api/internal/story-submissions',
    {
      schema: { querystring: submissionsQuery, response: { 200: submissionsAnswer } },
      onRequest: requireSecret(app.config.newsroomReadSecret),
    },
    async (request) => ({ submissions: await stories.submissions(request.query.documentIds) }),
  );

  await app.register(multipart, {
    limits: { fileSize: STORY_VIDEO_MAX_BYTES, files: 1, fields: 10 },
  });

  // Multipart body (title, description, mediaType, file): read by receiveStoryUpload.
  app.post(
    '/api/stories',
    { schema: { response: { 201: storySubmittedResponseSchema } } },
    async (request, reply) => {
      const { user } = await app.auth.requireUser(request);
      await stories.checkDailyLimit(user.id);
      const upload = await receiveStoryUpload(request);
      try {
        return reply.status(201).send(await stories.submit(user.id, upload));
      } finally {
        await upload.discard();
      }
    },
  );
};

/** Reader stories (signed-in readers): media to the CMS library, a draft Story for editors. */
export const storiesModule = fp<{ drafts?: StoryDrafts }>(
  async (app, options) => {
    const drafts = options.drafts ?? createCmsStoryDrafts(app.cms, app.log);
    const stories = createStoriesService({
      db: app.db,
      drafts,
      findUser: (userId) => app.accounts.findById(userId),
    });
    app.decorate('stories', stories);
    await app.register(routes, { stories });
  },
  { name: 'stories', dependencies: ['db', 'authentication', 'accounts', 'cms-client'] },
);
