import { z } from 'zod';

/**
 * The Redis channel on which the quiz-service replica that received the CMS webhook tells every
 * other replica (web and quiz-service) that published content changed, so each purges its own
 * caches (docs/deploy.md, "Replicas: health, drain and content changes").
 */
export const CONTENT_CHANGES_CHANNEL = 'apogee:content-changes';

/**
 * The channel for one Redis URL. Redis's pub/sub ignores database numbers: two deployments (or
 * test runs) sharing a server on different databases would hear each other's changes, so the
 * channel of a database other than 0 names it.
 */
export function contentChangesChannel(redisUrl: string): string {
  let database = 0;
  try {
    database = Number(new URL(redisUrl).pathname.slice(1)) || 0;
  } catch {
    // Not a URL (ioredis also takes a bare path): database 0.
  }
  return database ? `${CONTENT_CHANGES_CHANNEL}:${database}` : CONTENT_CHANGES_CHANNEL;
}

export const contentChangeMessageSchema = z.object({
  event: z.string().min(1).max(100),
  model: z.string().max(200).nullable(),
  documentId: z.string().max(200).nullable(),
  slug: z.string().max(500).nullable(),
  /** The replica that published it: it has already handled the change and skips its own. */
  origin: z.string().min(1).max(200),
});
export type ContentChangeMessage = z.infer<typeof contentChangeMessageSchema>;
