import multipart from '@fastify/multipart';
import { STORY_VIDEO_MAX_BYTES } from '@apogee/contracts/stories';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from '../lib/fastify-zod';
import type { CmsContent } from './content/cms-content';
import { legacyContentRoutes } from './content/content-routes';
import { legacyEngagementRoutes } from './engagement-routes';
import { useLegacyErrors } from './legacy-errors';
import { legacyQuizRoutes } from './quiz-routes';
import { legacyUserRoutes } from './user-routes';

/** Where the REST adapter lives (docs/decisions/011-rest-adapter-under-api-legacy.md). */
export const LEGACY_PREFIX = '/api/legacy';

const adapter: FastifyPluginAsyncZod<{ content?: CmsContent }> = async (app, options) => {
  useLegacyErrors(app);
  // Story media (100 MB at most) and avatars; each path sets its own tighter limit.
  await app.register(multipart, {
    limits: { fileSize: STORY_VIDEO_MAX_BYTES, files: 1, fields: 10 },
  });
  await app.register(legacyUserRoutes);
  await app.register(legacyQuizRoutes);
  await app.register(legacyEngagementRoutes);
  await app.register(legacyContentRoutes, { content: options.content });
};

/**
 * The REST adapter (docs/product/rest-adapter.md) for existing clients: parse the old payload, call
 * the same services as the JSON API (same validation, limits, sessions and CSRF rule), shape the
 * old answer. It names the modules whose services it calls: registered before any of them, the app
 * does not start.
 */
export const legacyModule = fp<{ content?: CmsContent }>(
  async (app, options) => {
    await app.register(adapter, { prefix: LEGACY_PREFIX, content: options.content });
  },
  {
    name: 'legacy',
    dependencies: [
      'authentication',
      'accounts',
      'password-reset',
      'profile',
      'quiz',
      'comments',
      'newsletter',
      'contact',
      'stories',
      'search',
      'cms-client',
    ],
  },
);
