import { learningMessages } from '@apogee/contracts/quiz-learning';
import {
  isTimeZone,
  QUIZ_HISTORY_PAGE_SIZE,
  quizApiMessages,
  type AnswerResult,
  type MonthSeries,
  type PeriodScores,
  type QuizAnalytics,
  type QuizHistoryPage,
  type ServedQuestion,
  type Streaks,
} from '@apogee/contracts/quiz';
import type { Database } from '../../db/database';
import { AppError, forbidden, unauthenticated } from '../../lib/errors';
import { AnswerDaysCache, type KeptDays } from './answer-days-cache';
import { createAnswerWriter } from './answer-writer';
import { isoDay, localDate } from './calendar';
import { isDue } from './learning/spaced-review';
import { reviewBoxes, type ReviewBox } from './learning-repository';
import type { DailyLock } from './daily-lock';
import type { QuestionBank, QuizQuestion } from './question-bank';
import * as repo from './repository';
import { scoresOf, type AnswerDay, type Scores } from './scores';
import { issueServedToken, readServedToken } from './served-token';

export interface AnswerInput {
  questionId: string;
  /** Zero-based option index. */
  option: number;
  /** The token of GET /api/quiz/next; measures the time. Old clients send none. */
  servedToken?: string;
  /** Seconds reported by an old client, used only when there is no token. */
  reportedSeconds?: number | null;
  timeZone?: string | null;
}

const invalid = (code: string, message: string, field: string, status = 400) =>
  new AppError(status, code, message, { [field]: message });

/** Postgres refuses a zone name it does not know (22023): the reader gets a 400, not a 500. */
function isUnknownZoneError(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '22023' || /time zone .* not recognized/i.test(e?.message ?? '');
}

/** Why a question was served: a due review, one never answered, or a repeat. */
export type ServedReason = 'review' | 'new' | 'repeat';

export interface NextOptions {
  /** A question to avoid (the one just answered) when another is available. */
  exclude?: string;
  /** Only questions whose related article is in this category (404 when none is). */
  category?: string;
  /** The reader's zone, for "due today"; the site's zone when absent. */
  timeZone?: string;
  /** The reader's answer version when already read (readerOfSession): spares a read. */
  answerVersion?: number;
}

/** A reader's review boxes as read at one answer version. */
interface KeptBoxes {
  version: number;
  boxes: readonly ReviewBox[];
  byQuestion: ReadonlyMap<string, ReviewBox>;
}

/** Readers whose review boxes are kept (a few hundred rows each at most, one per question). */
const BOXES_KEPT = 10_000;

function pickRandom<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/**
 * The quiz: questions served without answers, answers judged and stored here, and each
 * reader's scores. Every function takes plain arguments (user id, time zone, instant) so the
 * JSON routes and the REST adapter share them.
 */
export function createQuizService(deps: {
  db: Database;
  questions: QuestionBank;
  secret: string;
  /** The site's zone (SITE_TIME_ZONE): the reader's day when they send none. */
  siteTimeZone: string;
  /**
   * The questions held for the daily challenge (daily-lock.ts): left out of the next question
   * and the old clients' list, refused as answers here. None when not given (a bare service).
   */
  lock?: Pick<DailyLock, 'lockedIds'>;
  random?: () => number;
}) {
  const { db, questions, secret, siteTimeZone, lock } = deps;
  const lockedAt = async (now: Date): Promise<ReadonlySet<string>> =>
    lock ? lock.lockedIds(now) : new Set();
  // The embedded database runs one statement at a time, and a batch there was slower than
  // answers one by one (docs/performance.md, "Saving answers together").
  const answerWriter = createAnswerWriter(db, db.driver === 'pglite' ? { batchSize: 1 } : {});
  /**
   * Each reader's review boxes under their answer version: only a stored answer moves them, and
   * it bumps the version in the same statement, so a kept copy is current while the version is.
   */
  const keptBoxes = new Map<string, KeptBoxes>();
  async function boxesOf(userId: string, knownVersion?: number): Promise<KeptBoxes> {
    const version = knownVersion ?? (await repo.answerVersion(db, userId));
    const kept = keptBoxes.get(userId);
    if (kept?.version === version) return kept;
    // Read after the version, so the boxes are at least as new as the version they are kept under.
    const boxes = await reviewBoxes(db, userId);
    const fresh = { version, boxes, byQuestion: new Map(boxes.map((b) => [b.question_id, b])) };
    keptBoxes.delete(userId);
    if (keptBoxes.size >= BOXES_KEPT) keptBoxes.delete(keptBoxes.keys().next().value as string);
    keptBoxes.set(userId, fresh);
    return fresh;
  }

  /** The reader's local day at `now`: in their zone when it is a known one, else the site's. */
  const localDayOf = (now: Date, timeZone?: string | null) =>
    isoDay(localDate(now, timeZone && isTimeZone(timeZone) ? timeZone : siteTimeZone));
  const random = deps.random ?? Math.random;

  const answerDaysCache = new AnswerDaysCache();

  /**
   * The reader's answer days in their zone, from memory while their answer version is the one
   * given (read from the database when not given); a zone PostgreSQL does not know is a 400.
   */
  async function answerDaysOf(
    userId: string,
    timeZone: string,
    knownVersion?: number,
  ): Promise<KeptDays> {
    const version = knownVersion ?? (await repo.answerVersion(db, userId));
    const kept = answerDaysCache.get(userId, timeZone, version);
    if (kept) return kept;
    let days: AnswerDay[];
    try {
      days = await repo.answerDays(db, userId, timeZone);
    } catch (error) {
      if (isUnknownZoneError(error))
        throw invalid('VALIDATION_FAILED', quizApiMessages.timeZoneInvalid, 'timeZone');
      throw error;
    }
    // Read after the version, so the days are at least as new as the version they are kept under.
    return answerDaysCache.set(userId, timeZone, version, days);
  }

  /** The scores on the reader's local date; computed once per day while the days are kept. */
  async function scores(
    userId: string,
    timeZone: string,
    now: Date,
    knownVersion?: number,
  ): Promise<Scores> {
    const kept = await answerDaysOf(userId, timeZone, knownVersion);
    const today = localDate(now, timeZone);
    const day = isoDay(today);
    if (kept.scoresOn?.day === day) return kept.scoresOn.scores;
    const computed = scoresOf(kept.days, today);
    kept.scoresOn = { day, scores: computed };
    return computed;
  }

  const service = {
    /** Throws 403 unless the signed-in reader asks about themself (paths carrying a userId). */
    ensureOwn(actorId: string, userId: string): void {
      if (actorId !== userId) throw forbidden('You can only see your own quiz results.');
    },

    /** Every question with its answer, from the CMS (cached). */
    allQuestions: (): Promise<QuizQuestion[]> => questions.all(),

    /**
     * Every question with its answer but those held for a daily challenge at `now` (today's,
     * and those the editors scheduled for a later day): what a public list may give.
     */
    async openQuestions(now: Date): Promise<QuizQuestion[]> {
      const [all, locked] = await Promise.all([questions.all(), lockedAt(now)]);
      return all.filter((q) => !locked.has(q.id));
    },

    /**
     * 409 QUESTION_IN_DAILY_CHALLENGE when the question is held for a daily challenge at `now`:
     * the public answer routes ask it before recordAnswer (which the daily challenge itself,
     * and answers stored at past instants, use without it).
     */
    async ensureOpen(questionId: string, now: Date): Promise<void> {
      if ((await lockedAt(now)).has(questionId))
        throw invalid(
          'QUESTION_IN_DAILY_CHALLENGE',
          learningMessages.inDailyChallenge,
          'questionId',
          409,
        );
    },

    /**
     * The next question for a reader (userId null for a visitor): a signed-in reader gets a
     * review due on their local day first, then one they have not answered yet, then one of
     * those answered least often; a visitor gets any. `exclude` is avoided when another
     * question is available; `category` keeps the questions of that category only.
     */
    async nextQuestion(
      userId: string | null,
      now: Date,
      options: NextOptions | string = {},
    ): Promise<ServedQuestion & { reason?: ServedReason }> {
      // Older callers pass `exclude` alone.
      const { exclude, category, timeZone, answerVersion } =
        typeof options === 'string' ? { exclude: options } : options;
      const [all, locked] = await Promise.all([questions.all(), lockedAt(now)]);
      if (!all.length) throw new AppError(503, 'NO_QUESTIONS', quizApiMessages.noQuestions);
      let pool = all;
      if (category) {
        pool = all.filter((q) => q.category?.slug === category);
        if (!pool.length)
          throw invalid('CATEGORY_UNKNOWN', learningMessages.categoryUnknown, 'category', 404);
      }
      // Questions held for a daily challenge are served there only.
      pool = pool.filter((q) => !locked.has(q.id));
      if (!pool.length)
        throw new AppError(503, 'NO_QUESTIONS', learningMessages.allInDailyChallenge);
      let reason: ServedReason | undefined;
      if (userId) {
        const boxes = (await boxesOf(userId, answerVersion)).byQuestion;
        const today = localDayOf(now, timeZone);
        const due = pool.filter((q) => {
          const box = boxes.get(q.id);
          return box ? isDue({ box: box.box, dueDay: box.due_day }, today) : false;
        });
        const fresh = pool.filter((q) => !boxes.has(q.id));
        const dueElsewhere = due.filter((q) => q.id !== exclude);
        if (dueElsewhere.length) {
          [pool, reason] = [dueElsewhere, 'review'];
        } else if (fresh.length) {
          [pool, reason] = [fresh, 'new'];
        } else {
          const fewest = Math.min(...pool.map((q) => boxes.get(q.id)?.answers ?? 0));
          [pool, reason] = [
            pool.filter((q) => (boxes.get(q.id)?.answers ?? 0) === fewest),
            'repeat',
          ];
        }
      }
      if (exclude) {
        const others = pool.filter((q) => q.id !== exclude);
        if (others.length) pool = others;
      }
      const chosen = pickRandom(pool, random) as QuizQuestion;
      return {
        id: chosen.id,
        question: chosen.question,
        options: chosen.options,
        servedToken: issueServedToken(secret, chosen.id, now),
        ...(reason ? { reason } : {}),
      };
    },

    /**
     * The reader of an open session and their answer version, in one read (the dashboard's
     * route asks it instead of the session check, saving a round trip); null when not open.
     */
    readerOfSession: (sessionId: string) => repo.readerOfSession(db, sessionId),

    /** The reader's review boxes, kept under their answer version (read when not given). */
    reviewBoxes: async (userId: string, answerVersion?: number) =>
      (await boxesOf(userId, answerVersion)).boxes,

    /**
     * Judges and stores one answer of a user, or of the reader of an open session (401 when it
     * is not open); the result carries the right option and explanation.
     */
    async recordAnswer(
      owner: string | { sessionId: string },
      input: AnswerInput,
      now: Date,
    ): Promise<AnswerResult> {
      const question = await questions.byId(input.questionId);
      if (!question)
        throw invalid('UNKNOWN_QUESTION', quizApiMessages.unknownQuestion, 'questionId', 404);
      if (
        !Number.isInteger(input.option) ||
        input.option < 0 ||
        input.option >= question.options.length
      )
        throw invalid('UNKNOWN_OPTION', quizApiMessages.unknownOption, 'option');

      let timeTakenSeconds: number | null = null;
      let servedAt: Date | null = null;
      if (input.servedToken !== undefined) {
        const served = readServedToken(secret, input.servedToken);
        if (!served)
          throw invalid('INVALID_SERVED_TOKEN', quizApiMessages.servedTokenInvalid, 'servedToken');
        if (served.questionId !== question.id)
          throw invalid('INVALID_SERVED_TOKEN', quizApiMessages.servedTokenMismatch, 'servedToken');
        servedAt = served.servedAt;
        timeTakenSeconds = Math.max(
          0,
          Math.round((now.getTime() - served.servedAt.getTime()) / 1000),
        );
      } else if (typeof input.reportedSeconds === 'number' && input.reportedSeconds >= 0) {
        timeTakenSeconds = Math.round(input.reportedSeconds);
      }

      const correct = input.option === question.correctOption;
      let stored: string | null;
      try {
        stored = await answerWriter.save(typeof owner === 'string' ? { userId: owner } : owner, {
          questionId: question.id,
          questionText: question.question,
          options: question.options,
          correctOption: question.correctOption,
          chosenOption: input.option,
          correct,
          explanation: question.explanation,
          relatedArticle: question.relatedArticle,
          timeTakenSeconds,
          timeZone: input.timeZone ?? null,
          answeredAt: now,
          servedAt,
          localDay: localDayOf(now, input.timeZone),
        });
      } catch (error) {
        if (repo.isRepeatedAnswer(error))
          throw invalid('ALREADY_ANSWERED', quizApiMessages.alreadyAnswered, 'servedToken', 409);
        throw error;
      }
      if (!stored) throw unauthenticated();
      return {
        correct,
        correctOption: question.correctOption,
        chosenOption: input.option,
        explanation: question.explanation,
        relatedArticle: question.relatedArticle,
        timeTakenSeconds,
      };
    },

    /**
     * The reader's answer days in a zone (oldest first), kept under their answer version (the
     * learning dashboard's streak reads the analytics' days).
     */
    async answerDays(
      userId: string,
      timeZone: string,
      answerVersion?: number,
    ): Promise<readonly AnswerDay[]> {
      return (await answerDaysOf(userId, timeZone, answerVersion)).days;
    },

    /** Current day, week (from Monday), month and year in the reader's time zone. */
    async periodScores(userId: string, timeZone: string, now: Date): Promise<PeriodScores> {
      return (await scores(userId, timeZone, now)).periods;
    },

    /** One point per day of the current month (reader's time zone), zeros where none. */
    async monthSeries(userId: string, timeZone: string, now: Date): Promise<MonthSeries> {
      return (await scores(userId, timeZone, now)).month;
    },

    async overall(userId: string): Promise<{ correct: number; wrong: number; total: number }> {
      return (await scores(userId, 'UTC', new Date())).overall;
    },

    /**
     * Daily streaks: the longest run of consecutive days with an answer, and the current one,
     * which still counts when the reader has not played yet today but did yesterday.
     */
    async streaks(userId: string, timeZone: string, now: Date): Promise<Streaks> {
      return (await scores(userId, timeZone, now)).streaks;
    },

    /**
     * The whole dashboard. `answerVersion`, when the caller already read it (readerOfSession),
     * spares a read; the reader's days are read from the database only when it changed.
     */
    async analytics(
      userId: string,
      timeZone: string,
      now: Date,
      answerVersion?: number,
    ): Promise<QuizAnalytics> {
      return { timeZone, ...(await scores(userId, timeZone, now, answerVersion)) };
    },

    /** One page of the reader's answers, newest first, as they were when answered. */
    async history(userId: string, page: number): Promise<QuizHistoryPage> {
      const pageSize = QUIZ_HISTORY_PAGE_SIZE;
      const offset = (page - 1) * pageSize;
      const [total, rows] = await Promise.all([
        repo.countAnswers(db, userId),
        repo.answersPage(db, userId, pageSize, offset),
      ]);
      return {
        page,
        pageSize,
        total,
        pageCount: Math.ceil(total / pageSize),
        items: rows.map((row, index) => ({
          sequence: offset + index + 1,
          questionId: row.question_id,
          question: row.question_text,
          options: row.options,
          correctOption: row.correct_option,
          chosenOption: row.chosen_option,
          correct: row.correct,
          explanation: row.explanation,
          relatedArticle: row.related_article,
          answeredAt: new Date(row.answered_at).toISOString(),
        })),
      };
    },
  };
  return service;
}
export type QuizService = ReturnType<typeof createQuizService>;
