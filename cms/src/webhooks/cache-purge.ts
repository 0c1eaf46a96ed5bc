/**
 * Tells the web server and the quiz-service that published content changed, so they drop
 * their cached copies. POSTs `{ event, model, documentId, slug }` with
 * `Authorization: Bearer $CMS_WEBHOOK_SECRET` to every URL of CMS_WEBHOOK_URLS.
 *
 * Fired after publish, unpublish and delete, and after any save of a type without drafts
 * (categories, tags, quiz questions, the single types), whose saves are live at once.
 * Sending never delays the editor: the request runs in the background with a timeout,
 * and a failure is logged, not thrown.
 */
import type { Core } from '@strapi/strapi';
import { cmsEnv } from '../env';

const TIMEOUT_MS = 5000;
/** Publishing or deleting emits one event per stored version (draft and published); send one. */
const DUPLICATE_WINDOW_MS = 2000;

const ALWAYS = new Set(['entry.publish', 'entry.unpublish', 'entry.delete']);
/** Content the site never shows (newsletter issues go by e-mail): its saves purge nothing. */
const NOT_ON_THE_SITE = new Set(['api::newsletter-issue.newsletter-issue']);
const LIVE_SAVES = new Set(['entry.create', 'entry.update']);

export interface CachePurgePayload {
  event: string;
  model: string;
  documentId: string | null;
  slug: string | null;
}

interface EntryEvent {
  uid?: string;
  model?: string;
  entry?: { documentId?: string; slug?: unknown };
}

let paused = false;

/** While the seeder writes hundreds of entries nobody has cached anything yet: stay quiet. */
export function pauseCachePurge(value: boolean): void {
  paused = value;
}

export function registerCachePurge(strapi: Core.Strapi): void {
  const { webhookUrls, cmsWebhookSecret } = cmsEnv();
  if (webhookUrls.length === 0) return;
  const recent = new Map<string, number>();

  strapi.eventHub.subscribe(async (eventName: string, ...args: unknown[]) => {
    if (paused) return;
    const info = args[0] as EntryEvent | undefined;
    const uid = info?.uid;
    if (!uid?.startsWith('api::') || NOT_ON_THE_SITE.has(uid)) return;
    const contentType = strapi.contentType(uid as 'api::blog.blog');
    const hasDrafts = contentType?.options?.draftAndPublish === true;
    if (!ALWAYS.has(eventName) && !(LIVE_SAVES.has(eventName) && !hasDrafts)) return;

    const payload: CachePurgePayload = {
      event: eventName,
      model: contentType?.info.singularName ?? info?.model ?? uid,
      documentId: info?.entry?.documentId ?? null,
      slug: typeof info?.entry?.slug === 'string' ? info.entry.slug : null,
    };
    const key = `${payload.event}:${uid}:${payload.documentId}`;
    const now = Date.now();
    if ((recent.get(key) ?? 0) > now - DUPLICATE_WINDOW_MS) return;
    recent.set(key, now);
    for (const [entryKey, at] of recent)
      if (at < now - DUPLICATE_WINDOW_MS) recent.delete(entryKey);

    for (const url of webhookUrls) {
      void fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${cmsWebhookSecret}`,
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
        .then((response) => {
          if (!response.ok)
            strapi.log.warn(
              `[webhook] ${url} answered ${response.status} to ${payload.event} ${payload.model}.`,
            );
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          strapi.log.warn(
            `[webhook] ${url} not reached for ${payload.event} ${payload.model}: ${reason}`,
          );
        });
    }
  });
}
