import {
  legacyBlogListSchema,
  legacyBlogSchema,
  legacyCategoryListSchema,
  legacyMagazineListSchema,
  legacyMessages,
  legacyMessageSchema,
  legacyStoryItemListSchema,
  legacyStoryRowListSchema,
} from '@apogee/contracts/legacy';
import { RECENT_POSTS, RELATED_POSTS } from '@apogee/contracts/editorial';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { FastifyPluginAsyncZod } from '../../lib/fastify-zod';
import type { ArchiveFilter } from '../../modules/search';
import { legacyBlogStream, toLegacyArticle } from './archive-lists';
import { createCmsContent, type CmsContent } from './cms-content';
import {
  toLegacyCategory,
  toLegacyMagazine,
  toLegacyStoryItems,
  toLegacyStoryRows,
  type ShapeContext,
} from './content-shape';

const slug = z.string().min(1).max(200);
const params = {
  slug: z.object({ slug }),
  tag: z.object({ tag: slug }),
  category_slug: z.object({ category_slug: slug }),
  magazine_slug: z.object({ magazine_slug: slug }),
  story_slug: z.object({ story_slug: slug }),
};
const blogTags = ['legacy: blogs'];
const magazineTags = ['legacy: magazines'];
const storyTags = ['legacy: stories'];
const notFoundAnswer = { 404: legacyMessageSchema };

/** Content changes only on publish: browsers and the web may keep an answer for a minute. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=60');

/**
 * The REST adapter's `/blog/*`, `/magazine/*` and `/story/get-story…`: published CMS content in the
 * old field names (docs/product/rest-adapter.md#content). Articles come from the search index
 * (which follows the CMS: the archive may hold 100,000 of them); categories, magazines and stories
 * from the CMS through the service's CMS cache.
 */
export const legacyContentRoutes: FastifyPluginAsyncZod<{ content?: CmsContent }> = async (
  app,
  options,
) => {
  const content = options.content ?? createCmsContent(app.cms);
  const search = app.articleSearch;
  const ctx: ShapeContext = { origin: app.config.publicUrl };
  /** A whole list, streamed as it is read from the index. */
  const streamed = (reply: FastifyReply, filter: ArchiveFilter) => {
    cacheable(reply);
    return reply
      .type('application/json; charset=utf-8')
      .send(legacyBlogStream(search, filter, ctx));
  };

  app.get(
    '/blog/fetchblog',
    { schema: { tags: blogTags, response: { 200: legacyBlogListSchema } } },
    async (_request, reply) => streamed(reply, { kind: 'all' }),
  );

  app.get(
    '/blog/latestblog',
    { schema: { tags: blogTags, response: { 200: legacyBlogListSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      const rows = await search.archive.page({ kind: 'all' }, null, RECENT_POSTS);
      return rows.map((row) => toLegacyArticle(row, ctx));
    },
  );

  app.get(
    '/blog/fetchcategory',
    { schema: { tags: blogTags, response: { 200: legacyCategoryListSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      return (await content.categories()).map(toLegacyCategory);
    },
  );

  app.get(
    '/blog/individualBlog/:slug',
    {
      schema: {
        tags: blogTags,
        params: params.slug,
        response: { 200: legacyBlogSchema, ...notFoundAnswer },
      },
    },
    async (request, reply) => {
      const row = await search.archive.article(request.params.slug);
      if (!row) throw notFound(legacyMessages.blogNotFound);
      cacheable(reply);
      return toLegacyArticle(row, ctx);
    },
  );

  app.get(
    '/blog/tag/:tag',
    { schema: { tags: blogTags, params: params.tag, response: { 200: legacyBlogListSchema } } },
    async (request, reply) =>
      streamed(reply, { kind: 'tag', key: request.params.tag.trim().toLowerCase() }),
  );

  // The older site wrote the path with the tag glued on (/blog/related{tag}); both forms answer.
  // Several tags may be given, separated by commas.
  const related = async (tag: string) => {
    const keys = [...new Set(tag.split(',').map((key) => key.trim().toLowerCase()))];
    const rows = await search.archive.related(keys.filter(Boolean).slice(0, 20), RELATED_POSTS);
    return rows.map((row) => toLegacyArticle(row, ctx));
  };
  for (const path of ['/blog/related/:tag', '/blog/related:tag'])
    app.get(
      path,
      {
        schema: { tags: blogTags, params: params.tag, response: { 200: legacyBlogListSchema } },
      },
      async (request, reply) => {
        cacheable(reply);
        return related(request.params.tag);
      },
    );

  app.get(
    '/blog/:category_slug',
    {
      schema: {
        tags: blogTags,
        params: params.category_slug,
        response: { 200: legacyBlogListSchema },
      },
    },
    async (request, reply) =>
      streamed(reply, { kind: 'category', slug: request.params.category_slug }),
  );

  app.get(
    '/magazine/fetchallmagazine',
    { schema: { tags: magazineTags, response: { 200: legacyMagazineListSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      return (await content.magazines()).map((magazine) => toLegacyMagazine(magazine, ctx));
    },
  );

  app.get(
    '/magazine/fetchOnemagazine/:magazine_slug',
    {
      schema: {
        tags: magazineTags,
        params: params.magazine_slug,
        response: { 200: legacyMagazineListSchema, ...notFoundAnswer },
      },
    },
    async (request, reply) => {
      const magazine = (await content.magazines()).find(
        (m) => m.slug === request.params.magazine_slug,
      );
      if (!magazine) throw notFound(legacyMessages.magazineNotFound);
      cacheable(reply);
      // An array: the old client uses its first item.
      return [toLegacyMagazine(magazine, ctx)];
    },
  );

  app.get(
    '/story/get-story',
    { schema: { tags: storyTags, response: { 200: legacyStoryRowListSchema } } },
    async (_request, reply) => {
      cacheable(reply);
      return (await content.stories()).flatMap((story) => toLegacyStoryRows(story, ctx));
    },
  );

  app.get(
    '/story/getstory/:story_slug',
    {
      schema: {
        tags: storyTags,
        params: params.story_slug,
        response: { 200: legacyStoryItemListSchema, ...notFoundAnswer },
      },
    },
    async (request, reply) => {
      const story = (await content.stories()).find((s) => s.slug === request.params.story_slug);
      const items = story ? toLegacyStoryItems(story, ctx) : [];
      if (!items.length) throw notFound(legacyMessages.storyNotFound);
      cacheable(reply);
      return items;
    },
  );
};
