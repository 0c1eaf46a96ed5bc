import multipart from '@fastify/multipart';
import { STORY_VIDEO_MAX_BYTES, storySubmittedResponseSchema } from '@apogee/contracts/stories';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { createCmsStoryDrafts, type StoryDrafts } from './cms-stories';
import { createStoriesService, type StoriesService } from './service';
import { receiveStoryUpload } from './upload';

declare module 'fastify' {
  interface FastifyInstance {
    stories: StoriesService;
  }
}

const routes: FastifyPluginAsyncZod<{ stories: StoriesService }> = async (app, { stories }) => {
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
    const stories = createStoriesService({ db: app.db, drafts });
    app.decorate('stories', stories);
    await app.register(routes, { stories });
  },
  { name: 'stories', dependencies: ['db', 'authentication', 'cms-client'] },
);
