import { z } from 'zod';

export * from './follow-texts';
import {
  FOLLOW_SLUG_SHAPE,
  FOLLOWING_FEED_MAX,
  FOLLOWING_FEED_SIZE,
  followKinds,
  followMessages,
} from './follow-texts';

export const followKindField = z.enum(followKinds, { error: followMessages.kindInvalid });

export const followSlugField = z
  .string({ error: followMessages.slugInvalid })
  .max(100, { message: followMessages.slugInvalid, abort: true })
  .regex(FOLLOW_SLUG_SHAPE, followMessages.slugInvalid);

/** PUT and DELETE /api/follows/:kind/:slug. */
export const followParamsSchema = z.object({ kind: followKindField, slug: followSlugField });
export type FollowParams = z.infer<typeof followParamsSchema>;

export const followSchema = z.object({ kind: z.enum(followKinds), slug: z.string() });
export type Follow = z.infer<typeof followSchema>;

/** GET /api/follows: everything the reader follows, by kind then slug. */
export const followsResponseSchema = z.object({ follows: z.array(followSchema) });
export type FollowsResponse = z.infer<typeof followsResponseSchema>;

/** The answer of a follow or an unfollow: its message and the reader's follows as stored. */
export const followChangedSchema = z.object({
  message: z.string(),
  follows: z.array(followSchema),
});
export type FollowChanged = z.infer<typeof followChangedSchema>;

/** GET /api/follows/feed?limit=: the newest published articles of what the reader follows. */
export const followingFeedQuerySchema = z.object({
  limit: z.coerce
    .number({ error: followMessages.limitInvalid })
    .int(followMessages.limitInvalid)
    .min(1, followMessages.limitInvalid)
    .max(FOLLOWING_FEED_MAX, followMessages.limitInvalid)
    .default(FOLLOWING_FEED_SIZE),
});

export const followingArticleSchema = z.object({
  /** The article is at `/${slug}`. */
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  publishedAt: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  author: z.object({ name: z.string(), slug: z.string() }).nullable(),
});
export type FollowingArticle = z.infer<typeof followingArticleSchema>;

export const followingFeedSchema = z.object({
  /** How many categories, tags and authors the reader follows (0: the feed invites to follow). */
  following: z.number(),
  articles: z.array(followingArticleSchema),
});
export type FollowingFeed = z.infer<typeof followingFeedSchema>;
