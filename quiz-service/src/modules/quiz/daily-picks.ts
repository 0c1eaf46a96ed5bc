import type { FastifyBaseLogger } from 'fastify';
import { CMS_CACHE_TTL_MS, type CmsClient } from '../../plugins/cms-client';

/** The REST shape of cms/src/api/daily-challenge (Strapi 5, flat attributes). */
interface CmsDailyChallenge {
  date?: unknown;
  questions?: { documentId?: unknown }[] | null;
}

/** Kept this long after the CMS failed, so a CMS that comes back is asked again soon. */
const FAILED_TTL_MS = 30_000;

/**
 * The editors' picks for a site day (api::daily-challenge, read with the quiz token), in their
 * order; none when there is no entry for the day. A read that fails gives none too (logged):
 * the day's challenge is then drawn by the date, never a 500.
 */
export function createDailyPicks(cms: CmsClient, log: FastifyBaseLogger) {
  return {
    async of(day: string): Promise<string[]> {
      const read = await cms.cached(
        `daily-challenge:${day}`,
        async () => {
          try {
            const answer = await cms.getJson<{ data?: CmsDailyChallenge[] | null }>(
              'quiz',
              `/api/daily-challenges?filters[date][$eq]=${day}` +
                '&populate[questions][fields][0]=documentId&pagination[pageSize]=1',
            );
            const entry = Array.isArray(answer.data) ? answer.data[0] : undefined;
            const ids = (entry?.questions ?? []).flatMap((q) =>
              typeof q?.documentId === 'string' ? [q.documentId] : [],
            );
            return { ok: true, ids };
          } catch (error) {
            log.warn(
              { day, reason: error instanceof Error ? error.message : String(error) },
              "the daily challenge's picks cannot be read; drawing the day's questions",
            );
            return { ok: false, ids: [] as string[] };
          }
        },
        (value) => (value.ok ? CMS_CACHE_TTL_MS : FAILED_TTL_MS),
      );
      return read.ids;
    },
  };
}
export type DailyPicks = ReturnType<typeof createDailyPicks>;
