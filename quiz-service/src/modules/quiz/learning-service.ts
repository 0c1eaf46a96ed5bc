import { randomBytes } from 'node:crypto';
import {
  learningMessages,
  type DailyAnswerResult,
  type DailyChallenge,
  type DailyResult,
  type Learning,
  type OpenQuestion,
  type PageQuiz,
  type QuestionStats,
  type RevealedAnswer,
} from '@apogee/contracts/quiz-learning';
import { quizMessages } from '@apogee/contracts/quiz';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import { isoDay, localDate } from './calendar';
import type { DailyPicks } from './daily-picks';
import {
  challengeNumber,
  challengeQuestions,
  resultGrid,
  siteDay,
} from './learning/daily-challenge';
import { forgivingStreak } from './learning/forgiving-streak';
import { isDue, MASTERED_BOX } from './learning/spaced-review';
import * as repo from './learning-repository';
import type { QuestionBank, QuizQuestion } from './question-bank';
import type { AnswerDay } from './scores';
import type { QuizService } from './service';
import { issueServedToken } from './served-token';

/** Who plays the daily challenge: an account, or a visitor known by their cookie's id. */
export type Player = { userId: string } | { visitorId: string };

const playerKey = (player: Player) =>
  'userId' in player ? `u:${player.userId}` : `v:${player.visitorId}`;

const invalid = (code: string, message: string, field: string, status = 400) =>
  new AppError(status, code, message, { [field]: message });

export const openQuestion = (q: QuizQuestion): OpenQuestion => ({
  id: q.id,
  question: q.question,
  options: q.options,
  difficulty: q.difficulty,
});

export const revealed = (q: QuizQuestion, chosenOption: number): RevealedAnswer => ({
  questionId: q.id,
  correct: chosenOption === q.correctOption,
  correctOption: q.correctOption,
  chosenOption,
  explanation: q.explanation,
  relatedArticle: q.relatedArticle,
});

type Computed = Pick<Learning, 'review' | 'mastery' | 'streak'>;
/** Readers whose computed dashboard is kept. */
const LEARNING_KEPT = 10_000;
/** One collator for every sort: localeCompare with a locale builds one per call. */
const byName = new Intl.Collator('en');

/** A new public share id: 96 random bits, URL-safe. */
const newShareId = () => randomBytes(12).toString('base64url');

/**
 * The learning loop: the daily challenge (the site's day, the same five questions for all),
 * the reader's learning dashboard (review, mastery, forgiving streak), the quizzes of articles
 * and issues, answers tried by visitors, and question figures for the CMS.
 */
export function createLearningService(deps: {
  db: Database;
  questions: QuestionBank;
  picks: DailyPicks;
  quiz: QuizService;
  /** The site's name for the shared grid (the CMS's site settings). */
  siteName: () => Promise<string>;
  secret: string;
  siteTimeZone: string;
}) {
  const { db, questions, picks, quiz, siteName, secret, siteTimeZone } = deps;

  /** The day's questions, in order: editors' picks, topped up by the draw. */
  async function challengeOf(day: string): Promise<QuizQuestion[]> {
    const all = await questions.all();
    if (!all.length) throw new AppError(503, 'NO_QUESTIONS', quizMessages.noQuestions);
    const byId = new Map(all.map((q) => [q.id, q]));
    const ids = challengeQuestions(
      day,
      all.map((q) => q.id),
      await picks.of(day),
    );
    return ids.map((id) => byId.get(id)!);
  }

  async function toResult(row: repo.DailyResultRow): Promise<DailyResult> {
    const right = row.answers.filter(Boolean).length;
    return {
      shareId: row.share_id,
      day: row.day,
      number: challengeNumber(row.day),
      right,
      total: row.answers.length,
      answers: row.answers,
      grid: resultGrid(await siteName(), row.day, row.answers),
    };
  }

  /**
   * Review, mastery and streak: the same while the reader's answers, zone, local day and the
   * question bank are, so kept per reader (the dashboard is asked far more often than answered).
   */
  const keptLearning = new Map<
    string,
    { key: string; bank: readonly QuizQuestion[]; value: Computed }
  >();
  function computed(
    userId: string,
    key: string,
    all: readonly QuizQuestion[],
    days: readonly AnswerDay[],
    boxes: readonly repo.ReviewBox[],
    today: string,
  ): Computed {
    const kept = keptLearning.get(userId);
    if (kept && kept.key === key && kept.bank === all) return kept.value;
    let due = 0;
    let inReview = 0;
    const mastered = new Set<string>();
    for (const box of boxes) {
      if (box.due_day !== null) inReview += 1;
      if (isDue({ box: box.box, dueDay: box.due_day }, today)) due += 1;
      if (box.box >= MASTERED_BOX) mastered.add(box.question_id);
    }
    const categories = new Map<string, Learning['mastery'][number]>();
    for (const q of all) {
      if (!q.category) continue;
      const entry = categories.get(q.category.slug) ?? {
        category: { slug: q.category.slug, name: q.category.name },
        mastered: 0,
        total: 0,
      };
      entry.total += 1;
      if (mastered.has(q.id)) entry.mastered += 1;
      categories.set(q.category.slug, entry);
    }
    const value: Computed = {
      review: { due, inReview },
      mastery: [...categories.values()].sort((a, b) =>
        byName.compare(a.category.name, b.category.name),
      ),
      streak: forgivingStreak(
        days.map((d) => d.day),
        today,
      ),
    };
    keptLearning.delete(userId);
    if (keptLearning.size >= LEARNING_KEPT)
      keptLearning.delete(keptLearning.keys().next().value as string);
    keptLearning.set(userId, { key, bank: all, value });
    return value;
  }

  const service = {
    /** The reader of an open session, their answer version and today's result; null if closed. */
    readerOfSession: (sessionId: string, now: Date) =>
      repo.learningReaderOfSession(db, sessionId, siteDay(now, siteTimeZone)),

    /** Today's challenge (the site's day) with what this player answered already. */
    async daily(player: Player, now: Date): Promise<DailyChallenge> {
      const day = siteDay(now, siteTimeZone);
      const key = playerKey(player);
      const [challenge, plays, result] = await Promise.all([
        challengeOf(day),
        repo.playsOf(db, day, key),
        repo.resultOf(db, day, key),
      ]);
      const byId = new Map(challenge.map((q) => [q.id, q]));
      return {
        day,
        number: challengeNumber(day),
        questions: challenge.map(openQuestion),
        answered: plays.flatMap((play) => {
          const q = byId.get(play.question_id);
          return q ? [revealed(q, play.chosen_option)] : [];
        }),
        result: result ? await toResult(result) : null,
      };
    },

    /**
     * Judges and keeps one daily answer: only a question of today's set, once per player. An
     * account's answer is also an ordinary quiz answer (streak, history, review).
     */
    async answerDaily(
      player: Player,
      input: { day: string; questionId: string; option: number; timeZone?: string },
      now: Date,
    ): Promise<DailyAnswerResult> {
      const day = siteDay(now, siteTimeZone);
      if (input.day !== day)
        throw invalid('DAILY_CHALLENGE_OVER', learningMessages.challengeOver, 'day', 409);
      const challenge = await challengeOf(day);
      const question = challenge.find((q) => q.id === input.questionId);
      if (!question)
        throw invalid('NOT_IN_CHALLENGE', learningMessages.notInChallenge, 'questionId');
      if (input.option >= question.options.length)
        throw invalid('UNKNOWN_OPTION', quizMessages.unknownOption, 'option');
      const key = playerKey(player);
      const userId = 'userId' in player ? player.userId : null;
      const answer = revealed(question, input.option);
      try {
        await repo.insertPlay(db, {
          day,
          player: key,
          userId,
          questionId: question.id,
          chosenOption: input.option,
          correct: answer.correct,
          answeredAt: now,
        });
      } catch (error) {
        if (repo.isReplayedPlay(error))
          throw invalid(
            'DAILY_ALREADY_ANSWERED',
            learningMessages.dailyAlreadyAnswered,
            'questionId',
            409,
          );
        throw error;
      }
      if (userId)
        await quiz.recordAnswer(
          userId,
          { questionId: question.id, option: input.option, timeZone: input.timeZone ?? null },
          now,
        );
      const plays = await repo.playsOf(db, day, key);
      const chosen = new Map(plays.map((p) => [p.question_id, p.correct]));
      const answeredCount = challenge.filter((q) => chosen.has(q.id)).length;
      let result: DailyResult | null = null;
      if (answeredCount === challenge.length) {
        const row = await repo.keepResult(db, {
          shareId: newShareId(),
          day,
          player: key,
          userId,
          answers: challenge.map((q) => chosen.get(q.id) === true),
        });
        result = await toResult(row);
      }
      return { answer, answeredCount, total: challenge.length, result };
    },

    /** A shared result, public: the day, its number and the squares, nothing personal. */
    async sharedResult(shareId: string): Promise<DailyResult> {
      const row = /^[A-Za-z0-9_-]{1,64}$/.test(shareId)
        ? await repo.resultByShareId(db, shareId)
        : null;
      if (!row)
        throw new AppError(404, 'DAILY_RESULT_NOT_FOUND', learningMessages.dailyResultNotFound);
      return toResult(row);
    },

    /**
     * Moves a visitor's daily plays to the account that signed in, except on days the account
     * played itself; each moved play becomes one of the account's answers, at its own time.
     * Resolves with the number of plays moved.
     */
    async claimVisitor(visitorId: string, userId: string): Promise<number> {
      const moved = await repo.movePlays(
        db,
        playerKey({ visitorId }),
        playerKey({ userId }),
        userId,
      );
      for (const play of moved) {
        if (!(await questions.byId(play.question_id))) continue;
        await quiz.recordAnswer(
          userId,
          { questionId: play.question_id, option: play.chosen_option },
          new Date(play.answered_at),
        );
      }
      return moved.length;
    },

    /** The reader's learning dashboard on their local day. */
    async learning(
      userId: string,
      timeZone: string,
      now: Date,
      known?: repo.LearningReader,
    ): Promise<Learning> {
      const day = siteDay(now, siteTimeZone);
      const reader = known ?? (await repo.learningReaderOf(db, userId, day));
      const [days, boxes, all] = await Promise.all([
        quiz.answerDays(userId, timeZone, reader.answerVersion),
        quiz.reviewBoxes(userId, reader.answerVersion),
        questions.all(),
      ]);
      const result = reader.result?.day === day ? reader.result : null;
      const today = isoDay(localDate(now, timeZone));
      const key = `${reader.answerVersion} ${timeZone} ${today}`;
      return {
        timeZone,
        ...computed(userId, key, all, days, boxes, today),
        daily: {
          day,
          number: challengeNumber(day),
          result: result ? await toResult(result) : null,
        },
      };
    },

    /** The questions of an article (its related questions) or of a magazine issue. */
    async pageQuiz(kind: 'article' | 'issue', slug: string, now: Date): Promise<PageQuiz> {
      const all = await questions.all();
      const here = all.filter((q) =>
        kind === 'article' ? q.relatedArticle?.slug === slug : q.magazine === slug,
      );
      return {
        questions: here.map((q) => ({
          ...openQuestion(q),
          servedToken: issueServedToken(secret, q.id, now),
        })),
      };
    },

    /** A visitor's answer: judged, never kept. */
    async tryAnswer(questionId: string, option: number): Promise<RevealedAnswer> {
      const question = await questions.byId(questionId);
      if (!question)
        throw invalid('UNKNOWN_QUESTION', quizMessages.unknownQuestion, 'questionId', 404);
      if (option >= question.options.length)
        throw invalid('UNKNOWN_OPTION', quizMessages.unknownOption, 'option');
      return revealed(question, option);
    },

    /** Answers, right answers and the share right per question, for the CMS's editors. */
    async questionStats(ids: string[]): Promise<QuestionStats> {
      const unique = [...new Set(ids)];
      const counts = await repo.questionStats(db, unique);
      return {
        stats: unique.map((questionId) => {
          const { answers, correct } = counts.get(questionId) ?? { answers: 0, correct: 0 };
          return {
            questionId,
            answers,
            correct,
            correctRate: answers ? Math.round((correct * 1000) / answers) / 10 : null,
          };
        }),
      };
    },
  };
  return service;
}
export type LearningService = ReturnType<typeof createLearningService>;
