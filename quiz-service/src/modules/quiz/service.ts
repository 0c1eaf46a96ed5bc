import {
  QUIZ_HISTORY_PAGE_SIZE,
  quizMessages,
  type AnswerResult,
  type MonthSeries,
  type PeriodScore,
  type PeriodScores,
  type QuizAnalytics,
  type QuizHistoryPage,
  type ServedQuestion,
  type Streaks,
} from '@apogee/contracts/quiz';
import type { Database, Queryable } from '../../db/database';
import { AppError, forbidden } from '../../lib/errors';
import { daysInMonth, isoDay, localDate, percentage } from './calendar';
import type { QuestionBank, QuizQuestion } from './question-bank';
import * as repo from './repository';
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

function score(correct: number, wrong: number): PeriodScore {
  const total = correct + wrong;
  return { correct, wrong, total, percentage: percentage(correct, total) };
}

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
  random?: () => number;
}) {
  const { db, questions, secret } = deps;
  const random = deps.random ?? Math.random;

  /** Runs queries in the reader's zone; a zone PostgreSQL does not know is a 400. */
  async function inZone<T>(timeZone: string, run: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await repo.inReaderZone(db, timeZone, run);
    } catch (error) {
      if (isUnknownZoneError(error))
        throw invalid('VALIDATION_FAILED', quizMessages.timeZoneInvalid, 'timeZone');
      throw error;
    }
  }

  async function periodsIn(tx: Queryable, userId: string, now: Date): Promise<PeriodScores> {
    const c = await repo.periodCounts(tx, userId, now);
    return {
      currentDay: score(c.day_correct, c.day_wrong),
      currentWeek: score(c.week_correct, c.week_wrong),
      currentMonth: score(c.month_correct, c.month_wrong),
      currentYear: score(c.year_correct, c.year_wrong),
    };
  }

  async function monthIn(
    tx: Queryable,
    userId: string,
    timeZone: string,
    now: Date,
  ): Promise<MonthSeries> {
    const today = localDate(now, timeZone);
    const rows = await repo.monthDayCounts(tx, userId, now);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const days = Array.from({ length: daysInMonth(today.year, today.month) }, (_, i) => {
      const row = byDay.get(i + 1);
      return { day: i + 1, correct: row?.correct ?? 0, wrong: row?.wrong ?? 0 };
    });
    return { year: today.year, month: today.month, days };
  }

  async function streaksIn(
    tx: Queryable,
    userId: string,
    timeZone: string,
    now: Date,
  ): Promise<Streaks> {
    const runs = await repo.dayRuns(tx, userId);
    const today = localDate(now, timeZone);
    const live = runs.latestEnd === isoDay(today) || runs.latestEnd === isoDay(today, -1);
    return { current: live ? runs.latestLength : 0, longest: runs.longest };
  }

  async function overallIn(tx: Queryable, userId: string) {
    const { correct, wrong } = await repo.overallCounts(tx, userId);
    return { correct, wrong, total: correct + wrong };
  }

  const service = {
    /** Throws 403 unless the signed-in reader asks about themself (paths carrying a userId). */
    ensureOwn(actorId: string, userId: string): void {
      if (actorId !== userId) throw forbidden('You can only see your own quiz results.');
    },

    /** Every question with its answer, from the CMS (cached). */
    allQuestions: (): Promise<QuizQuestion[]> => questions.all(),

    /**
     * The next question for a reader (userId null for a visitor): a signed-in reader gets one
     * they have not answered yet, or once all are answered one of those answered least often;
     * a visitor gets any. `exclude` is avoided when another question is available.
     */
    async nextQuestion(
      userId: string | null,
      now: Date,
      exclude?: string,
    ): Promise<ServedQuestion> {
      const all = await questions.all();
      if (!all.length) throw new AppError(503, 'NO_QUESTIONS', quizMessages.noQuestions);
      let pool = all;
      if (userId) {
        const counts = await repo.answerCountsByQuestion(db, userId);
        const fewest = Math.min(...all.map((q) => counts.get(q.id) ?? 0));
        pool = all.filter((q) => (counts.get(q.id) ?? 0) === fewest);
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
      };
    },

    /** Judges and stores one answer; the result carries the right option and explanation. */
    async recordAnswer(userId: string, input: AnswerInput, now: Date): Promise<AnswerResult> {
      const question = await questions.byId(input.questionId);
      if (!question)
        throw invalid('UNKNOWN_QUESTION', quizMessages.unknownQuestion, 'questionId', 404);
      if (
        !Number.isInteger(input.option) ||
        input.option < 0 ||
        input.option >= question.options.length
      )
        throw invalid('UNKNOWN_OPTION', quizMessages.unknownOption, 'option');

      let timeTakenSeconds: number | null = null;
      let servedAt: Date | null = null;
      if (input.servedToken !== undefined) {
        const served = readServedToken(secret, input.servedToken);
        if (!served)
          throw invalid('INVALID_SERVED_TOKEN', quizMessages.servedTokenInvalid, 'servedToken');
        if (served.questionId !== question.id)
          throw invalid('INVALID_SERVED_TOKEN', quizMessages.servedTokenMismatch, 'servedToken');
        servedAt = served.servedAt;
        timeTakenSeconds = Math.max(
          0,
          Math.round((now.getTime() - served.servedAt.getTime()) / 1000),
        );
      } else if (typeof input.reportedSeconds === 'number' && input.reportedSeconds >= 0) {
        timeTakenSeconds = Math.round(input.reportedSeconds);
      }

      const correct = input.option === question.correctOption;
      try {
        await repo.insertAnswer(db, {
          userId,
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
        });
      } catch (error) {
        if (repo.isRepeatedAnswer(error))
          throw invalid('ALREADY_ANSWERED', quizMessages.alreadyAnswered, 'servedToken', 409);
        throw error;
      }
      return {
        correct,
        correctOption: question.correctOption,
        chosenOption: input.option,
        explanation: question.explanation,
        relatedArticle: question.relatedArticle,
        timeTakenSeconds,
      };
    },

    /** Current day, week (from Monday), month and year in the reader's time zone. */
    periodScores(userId: string, timeZone: string, now: Date): Promise<PeriodScores> {
      return inZone(timeZone, (tx) => periodsIn(tx, userId, now));
    },

    /** One point per day of the current month (reader's time zone), zeros where none. */
    monthSeries(userId: string, timeZone: string, now: Date): Promise<MonthSeries> {
      return inZone(timeZone, (tx) => monthIn(tx, userId, timeZone, now));
    },

    overall(userId: string): Promise<{ correct: number; wrong: number; total: number }> {
      return overallIn(db, userId);
    },

    /**
     * Daily streaks: the longest run of consecutive days with an answer, and the current one,
     * which still counts when the reader has not played yet today but did yesterday.
     */
    streaks(userId: string, timeZone: string, now: Date): Promise<Streaks> {
      return inZone(timeZone, (tx) => streaksIn(tx, userId, timeZone, now));
    },

    /** The whole dashboard in one transaction (one connection, one zone setting). */
    analytics(userId: string, timeZone: string, now: Date): Promise<QuizAnalytics> {
      return inZone(timeZone, async (tx) => ({
        timeZone,
        periods: await periodsIn(tx, userId, now),
        month: await monthIn(tx, userId, timeZone, now),
        overall: await overallIn(tx, userId),
        streaks: await streaksIn(tx, userId, timeZone, now),
      }));
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
