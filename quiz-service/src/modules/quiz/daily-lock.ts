import { quizApiMessages } from '@apogee/contracts/quiz';
import { AppError } from '../../lib/errors';
import type { DailyPicks } from './daily-picks';
import { challengeQuestions, siteDay } from './learning/daily-challenge';
import type { QuestionBank, QuizQuestion } from './question-bank';

/**
 * Which questions are held for the daily challenge. A question of today's challenge (the site's
 * day: editors' picks topped up by the draw) or of a challenge the editors scheduled for a later
 * day is served and judged only by the daily challenge, on its day: the other quizzes (the next
 * question, the quizzes of articles and issues, the old clients' list) leave it out, and an
 * answer to it sent anywhere else is refused, so no public answer gives it away before its day
 * is over. The day after, it is an ordinary question again. The quiz service applies it
 * (`openQuestions`, `ensureOpen`, the next question).
 */
export function createDailyLock(deps: {
  questions: QuestionBank;
  picks: DailyPicks;
  siteTimeZone: string;
}) {
  const { questions, picks, siteTimeZone } = deps;

  /** The day's questions, in order: editors' picks, topped up by the draw. */
  async function challengeOf(day: string): Promise<QuizQuestion[]> {
    const all = await questions.all();
    if (!all.length) throw new AppError(503, 'NO_QUESTIONS', quizApiMessages.noQuestions);
    const byId = new Map(all.map((q) => [q.id, q]));
    const ids = challengeQuestions(
      day,
      all.map((q) => q.id),
      await picks.of(day),
    );
    return ids.map((id) => byId.get(id)!);
  }

  /**
   * The last set worked out, while its day and its sources are the same (the CMS reads are
   * cached objects): the busiest routes ask for it, and the draw sorts the whole bank.
   */
  let last:
    | {
        day: string;
        bank: readonly QuizQuestion[];
        upcoming: ReadonlySet<string>;
        todayPicks: readonly string[];
        ids: ReadonlySet<string>;
      }
    | undefined;

  async function lockedIds(now: Date): Promise<ReadonlySet<string>> {
    const day = siteDay(now, siteTimeZone);
    const [bank, todayPicks, upcoming] = await Promise.all([
      questions.all(),
      picks.of(day),
      picks.upcoming(day),
    ]);
    if (
      last?.day === day &&
      last.bank === bank &&
      last.todayPicks === todayPicks &&
      last.upcoming === upcoming
    )
      return last.ids;
    const today = challengeQuestions(
      day,
      bank.map((q) => q.id),
      todayPicks,
    );
    const ids = new Set([...today, ...upcoming]);
    last = { day, bank, todayPicks, upcoming, ids };
    return ids;
  }

  return {
    challengeOf,

    /** Today's and every scheduled later challenge's questions, at `now`. */
    lockedIds,
  };
}
export type DailyLock = ReturnType<typeof createDailyLock>;
