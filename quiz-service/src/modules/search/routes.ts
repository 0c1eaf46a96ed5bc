import {
  searchPageSchema,
  searchQuerySchema,
  searchSuggestionsSchema,
  searchSuggestQuerySchema,
  sitemapArticlesSchema,
  sitemapQuerySchema,
} from '@apogee/contracts/search';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import { rateLimits } from '../../lib/rate-limit';
import { requireSecret } from '../../lib/internal-secret';
import type { ContentChange } from '../cms-webhook';
import { createCmsArticles } from './cms-articles';
import { createIndexSync, type IndexSync } from './index-sync';
import { createSearchService, type SearchService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's search (not `search`: Fastify has a route method of that name). */
    articleSearch: SearchService;
    searchIndex: IndexSync;
  }
}

const tags = ['search'];
/** Results follow a publish within seconds; a browser may keep an answer a little while. */
const SEARCH_CACHE = 'public, max-age=30';

const indexStatusSchema = z.object({
  articles: z.number(),
  builtAt: z.string().nullable(),
  reconciledAt: z.string().nullable(),
  job: z.enum(['rebuild', 'reconcile']).nullable(),
  indexedSoFar: z.number(),
});

const routes: FastifyPluginAsyncZod<{ search: SearchService; index: IndexSync }> = async (
  app,
  { search, index },
) => {
  /** Per address: each new query reads the index and, for the /search page, is rendered. */
  const searchLimit = {
    ...rateLimits.searchPerIp,
    limit: app.config.searchLimitPerMinute ?? rateLimits.searchPerIp.limit,
  };
  app.get(
    '/api/search',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: searchPageSchema } } },
    async (request, reply) => {
      // A blank term answers an empty page without reading the index: not counted.
      if (request.query.q) await app.rateLimiter.consume(searchLimit, request.ip);
      reply.header('cache-control', SEARCH_CACHE);
      return search.search(request.query);
    },
  );

  app.get(
    '/api/search/suggest',
    {
      schema: {
        tags,
        querystring: searchSuggestQuerySchema,
        response: { 200: searchSuggestionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', SEARCH_CACHE);
      return search.suggest(request.query.q);
    },
  );

  app.get(
    '/api/search/sitemap',
    { schema: { tags, querystring: sitemapQuerySchema, response: { 200: sitemapArticlesSchema } } },
    async (request, reply) => {
      const page = await search.sitemap(request.query.page);
      if (!page) throw notFound('There is no such sitemap page.');
      reply.header('cache-control', 'public, max-age=300');
      return page;
    },
  );

  const internal = { tags, onRequest: requireSecret(app.config.cmsWebhookSecret) };
  const toStatus = async () => {
    const status = await index.status();
    return {
      articles: status.articles,
      builtAt: status.builtAt?.toISOString() ?? null,
      reconciledAt: status.reconciledAt?.toISOString() ?? null,
      job: status.job,
      indexedSoFar: status.indexedSoFar,
    };
  };

  // `npm run search:reindex` (scripts/search-reindex.mjs): starts a rebuild, then follows it.
  app.post(
    '/api/internal/search/reindex',
    { ...internal, schema: { tags, response: { 202: indexStatusSchema } } },
    async (_request, reply) => {
      if (!(await index.startRebuild()))
        throw new AppError(
          409,
          'REINDEX_RUNNING',
          'The search index is already being rebuilt or reconciled; try again when it ends.',
        );
      return reply.status(202).send(await toStatus());
    },
  );

  app.get(
    '/api/internal/search/status',
    { ...internal, schema: { tags, response: { 200: indexStatusSchema } } },
    toStatus,
  );
};

/** What a change reported by the CMS means for the index. */
function followChange(index: IndexSync, change: ContentChange) {
  if (change.model === 'blog' && change.documentId) index.articleChanged(change.documentId);
  else if ((change.model === 'category' || change.model === 'tag') && change.slug)
    index.taxonomyChanged(change.model, change.slug);
}

/**
 * The site's search: a PostgreSQL full-text index of the published articles, kept from the
 * CMS (its webhook, a periodic reconciliation and full rebuilds), and its reads.
 */
export const searchModule = fp(
  async (app) => {
    const search = createSearchService(app.db);
    const index = createIndexSync({
      db: app.db,
      articles: createCmsArticles(app.cms),
      log: app.log,
      reconcileEveryMs: app.config.searchReconcileMs,
    });
    app.decorate('articleSearch', search);
    app.decorate('searchIndex', index);
    // Only the replica the CMS called writes the index (it is shared in the database); the
    // others hear of the change through Redis and have no index cache to drop.
    const stopFollowing = app.contentChanges.onChange((change, source) => {
      if (source === 'webhook') followChange(index, change);
    });
    app.addHook('onReady', async () => index.start());
    app.addHook('onClose', async () => {
      stopFollowing();
      await index.stop();
    });
    await app.register(routes, { search, index });
  },
  { name: 'search', dependencies: ['db', 'cms-client', 'cms-webhook'] },
);
