import { commentMessages } from '@apogee/contracts/comments';
import {
  legacyCommentSchema,
  legacyContactSchema,
  legacyMessageSchema,
  legacySubscribeSchema,
} from '@apogee/contracts/legacy';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../lib/fastify-zod';
import { receiveStoryUpload } from '../modules/stories';

const tags = ['legacy: engagement'];
const messageAnswers = {
  200: legacyMessageSchema,
  400: legacyMessageSchema,
  409: legacyMessageSchema,
  429: legacyMessageSchema,
};

const storySubmittedSchema = legacyMessageSchema.extend({
  story: z.object({ documentId: z.string(), title: z.string(), status: z.literal('draft') }),
});

/**
 * The REST adapter's `/contact/*` and `/api/story/add-story`: the same services as /api/contact,
 * /api/comments, /api/newsletter and /api/stories (rules, limits, honeypot, double opt-in).
 */
export const legacyEngagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact/addcontact',
    { schema: { tags, body: legacyContactSchema, response: messageAnswers } },
    async (request) => ({ message: await app.contact.send(request.body, request.ip) }),
  );

  app.post(
    '/contact/addComment',
    { schema: { tags, body: legacyCommentSchema, response: messageAnswers } },
    async (request) => {
      const signedIn = await app.auth.userOf(request);
      const { comment, blog_slug, website } = request.body;
      const outcome = await app.comments.submit(
        { comment, blogSlug: blog_slug, website },
        { userId: signedIn?.user.id ?? null, ip: request.ip },
      );
      if (outcome !== 'listed') request.log.info({ outcome }, 'comment not listed');
      return { message: commentMessages.submitted };
    },
  );

  app.post(
    '/contact/subscribe',
    { schema: { tags, body: legacySubscribeSchema, response: messageAnswers } },
    async (request) => ({ message: await app.newsletter.subscribe(request.body, request.ip) }),
  );

  // Multipart (title, description, media_type, file, pages): read by receiveStoryUpload.
  app.post(
    '/api/story/add-story',
    {
      schema: {
        tags,
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        description:
          'Signed-in readers. Multipart fields: title, description, media_type (image or video), ' +
          'file (JPEG, PNG, GIF or WebP up to 10 MB; MP4 or WebM up to 100 MB), pages (ignored).',
        response: { 200: storySubmittedSchema },
      },
    },
    async (request) => {
      const { user } = await app.auth.requireUser(request);
      await app.stories.checkDailyLimit(user.id);
      const upload = await receiveStoryUpload(request);
      try {
        return await app.stories.submit(user.id, upload);
      } finally {
        await upload.discard();
      }
    },
  );
};
