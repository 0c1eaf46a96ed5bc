import { z } from 'zod';
import { BLOG_SLUG_SHAPE } from './comments';

/** How many articles one reader's reading list holds at most. */
export const SAVED_ARTICLES_MAX = 500;

/** Reading further than this share of an article finishes it: continue reading no longer offers it. */
export const READ_TO_THE_END = 0.95;

/** Read less than this and the article is not worth offering to continue. */
export const READ_ENOUGH_TO_CONTINUE = 0.05;

export const savedArticlesMessages = {
  unknownArticle: 'No published article has this address.',
  listFull: `Your reading list is full (${SAVED_ARTICLES_MAX} articles). Remove one to save another.`,
  saved: 'Saved to your reading list.',
  removed: 'Removed from your reading list.',
  progressInvalid: 'progress must be a number from 0 to 1.',
} as const;

/** An article's address as the CMS makes it (lowercase words joined by hyphens). */
export const articleSlugSchema = z
  .string()
  .max(200, { message: savedArticlesMessages.unknownArticle, abort: true })
  .regex(BLOG_SLUG_SHAPE, savedArticlesMessages.unknownArticle);

export const savedArticleParamsSchema = z.object({ slug: articleSlugSchema });

export const savedArticleSchema = z.object({
  /** The article is at `/${slug}`. */
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  /** When the reader saved it (ISO 8601). */
  savedAt: z.string(),
  /** How far the reader read it (0 to 1), or null when never opened while signed in. */
  progress: z.number().nullable(),
});
export type SavedArticle = z.infer<typeof savedArticleSchema>;

/** GET /api/saved-articles: the reader's reading list, newest first. */
export const savedArticlesResponseSchema = z.object({ items: z.array(savedArticleSchema) });
export type SavedArticlesResponse = z.infer<typeof savedArticlesResponseSchema>;

/** PUT /api/saved-articles/:slug. */
export const saveArticleResponseSchema = z.object({
  message: z.string(),
  item: savedArticleSchema,
});
export type SaveArticleResponse = z.infer<typeof saveArticleResponseSchema>;

/** DELETE /api/saved-articles/:slug. */
export const unsaveArticleResponseSchema = z.object({ message: z.string() });

/** PUT /api/reading-positions/:slug: how far down the article the reader has read. */
export const readingPositionSchema = z.object({
  progress: z
    .number({ message: savedArticlesMessages.progressInvalid })
    .min(0, savedArticlesMessages.progressInvalid)
    .max(1, savedArticlesMessages.progressInvalid),
});
export type ReadingPositionInput = z.infer<typeof readingPositionSchema>;

export const readingPositionResponseSchema = z.object({
  slug: z.string(),
  progress: z.number(),
  finished: z.boolean(),
});

/** GET /api/reading-positions/continue: the last article left unfinished, if any. */
export const continueReadingResponseSchema = z.object({
  article: z
    .object({
      slug: z.string(),
      title: z.string(),
      progress: z.number(),
      readAt: z.string(),
    })
    .nullable(),
});
export type ContinueReadingResponse = z.infer<typeof continueReadingResponseSchema>;
