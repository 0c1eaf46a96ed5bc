import {
  commentCreatedResponseSchema,
  commentListQuerySchema,
  commentListResponseSchema,
  commentMessages,
  commentSchema,
} from '@apogee/contracts/comments';
import {
  COMMENT_RESULT_ANCHOR,
  COMMENT_RESULT_PARAM,
  commentFormResults,
} from '@apogee/contracts/form-posts';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { addFormBodyParser, formPost, isFormPost } from '../../lib/form-post';
import { createCmsBlogCatalog, type BlogCatalog } from './blog-catalog';
import { createModeration } from './moderation';
import { moderationRoutes } from './moderation-routes';
import { createCommentsService, type CommentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    comments: CommentsService;
  }
}

/** The article a form post names, as its page's path (the Referer says it first). */
function articlePathOf(body: unknown): string {
  const slug = (body as { blogSlug?: unknown } | undefined)?.blogSlug;
  return typeof slug === 'string' ? `/${slug}` : '/';
}

const routes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (app, { comments }) => {
  // The article's comment form posts itself before the scripts have run (lib/form-post.ts).
  addFormBodyParser(app);
  const articleForm = formPost(app, {
    siteOrigin: new URL(app.config.publicUrl).origin,
    param: COMMENT_RESULT_PARAM,
    anchor: COMMENT_RESULT_ANCHOR,
    results: commentFormResults,
    failed: 'failed',
    tooLarge: 'too-long',
    fallbackPath: (request) => articlePathOf(request.body),
  });

  app.post(
    '/api/comments',
    {
      schema: { body: commentSchema, response: { 201: commentCreatedResponseSchema } },
      errorHandler: articleForm.errorHandler,
    },
    async (request, reply) => {
      const signedIn = await app.auth.userOf(request);
      const outcome = await comments.submit(request.body, {
        userId: signedIn?.user.id ?? null,
        ip: request.ip,
      });
      if (outcome !== 'listed') request.log.info({ outcome }, 'comment not listed');
      if (isFormPost(request)) return articleForm.redirect(request, reply, 'submitted');
      return reply.status(201).send({ message: commentMessages.submitted });
    },
  );

  app.get(
    '/api/comments',
    {
      schema: { querystring: commentListQuerySchema, response: { 200: commentListResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A signed-in reader sees which comments they have reported.
      const viewer = await app.auth.userOf(request);
      return comments.list(request.query.blogSlug, request.query.page, viewer?.user.id ?? null);
    },
  );
};

/** Comments under articles: the service (also for the REST adapter) and its routes. */
export const commentsModule = fp<{ blogs?: BlogCatalog }>(
  async (app, options) => {
    const blogs = options.blogs ?? createCmsBlogCatalog(app.cms);
    const comments = createCommentsService({ db: app.db, limiter: app.rateLimiter, blogs });
    app.decorate('comments', comments);
    await app.register(routes, { comments });
    await app.register(moderationRoutes, {
      moderation: createModeration({ db: app.db, limiter: app.rateLimiter }),
    });
  },
  { name: 'comments', dependencies: ['db', 'rate-limit', 'authentication', 'cms-client'] },
);
