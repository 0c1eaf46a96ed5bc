import type { FastifyBaseLogger } from 'fastify';
import { quizApiMessages } from '@apogee/contracts/quiz';
import { AppError } from '../../lib/errors';
import { CMS_CACHE_TTL_MS, CmsError, type CmsClient } from '../../plugins/cms-client';

/** The REST shape of cms/src/api/daily-challenge (Strapi 5, flat attributes). */
interface CmsDailyChallenge {
  date?: unknown;
  questions?: { documentId?: unknown }[] | null;
}

/** Kept this long after the CMS failed, so a CMS that comes back is asked again soon. */
const FAILED_TTL_MS = 30_000;

const questionIdsOf = (entry: CmsDailyChallenge | undefined) =>
  (entry?.questions ?? []).flatMap((q) =>
    typeof q?.documentId === 'string' ? [q.documentId] : [],
  );

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
            return { ok: true, ids: questionIdsOf(entry) };
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

    /**
     * Every question the editors picked for a day after `day`: held back from the other quizzes
     * until their day is over. Unlike a day's own picks this read fails closed: a CMS that does
     * not answer (and no copy kept) is a 502, never "no picks", since a pick let through would
     * hand out a coming challenge's answer. A 403 or 404 means the CMS has no challenges this
     * token may read, so the daily challenge draws its days and there is nothing to hold back.
     */
    async upcoming(day: string): Promise<ReadonlySet<string>> {
      try {
        return await cms.cached(`daily-challenges-after:${day}`, async () => {
          try {
            const entries = await cms.getAllPages<CmsDailyChallenge>(
              'quiz',
              `/api/daily-challenges?filters[date][$gt]=${day}` +
                '&populate[questions][fields][0]=documentId&sort[0]=date:asc',
            );
            return new Set(entries.flatMap(questionIdsOf));
          } catch (error) {
            if (error instanceof CmsError && (error.cmsStatus === 403 || error.cmsStatus === 404))
              return new Set<string>();
            throw error;
          }
        });
      } catch (error) {
        if (error instanceof CmsError)
          throw new AppError(502, 'CMS_UNAVAILABLE', quizApiMessages.questionsUnavailable);
        throw error;
      }
    },
  };
}
export type DailyPicks = ReturnType<typeof createDailyPicks>;
