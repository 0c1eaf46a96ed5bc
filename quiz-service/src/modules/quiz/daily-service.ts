import { randomBytes } from 'node:crypto';
import {
  learningMessages,
  type DailyAnswerResult,
  type DailyChallenge,
  type DailyResult,
  type OpenQuestion,
  type RevealedAnswer,
} from '@apogee/contracts/quiz-learning';
import { quizApiMessages } from '@apogee/contracts/quiz';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { DailyLock } from './daily-lock';
import { challengeNumber, resultGrid, siteDay } from './learning/daily-challenge';
import * as repo from './learning-repository';
import type { QuestionBank, QuizQuestion } from './question-bank';
import type { QuizService } from './service';

/** Who plays the daily challenge: an account, or a visitor known by their cookie's id. */
export type Player = { userId: string } | { visitorId: string };

const playerKey = (player: Player) =>
  'userId' in player ? `u:${player.userId}` : `v:${player.visitorId}`;

export const invalid = (code: string, message: string, field: string, status = 400) =>
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

/** A new public share id: 96 random bits, URL-safe. */
const newShareId = () => randomBytes(12).toString('base64url');

/**
 * The daily challenge: the site's day (whatever the reader's zone), the same five questions for
 * every player, each answered once; a finished one is shared by a public id. An account's answer
 * is also one of its quiz answers.
 */
export function createDailyService(deps: {
  db: Database;
  questions: QuestionBank;
  lock: DailyLock;
  quiz: QuizService;
  /** The site's name for the shared grid (the CMS's site settings). */
  siteName: () => Promise<string>;
  siteTimeZone: string;
}) {
  const { db, questions, lock, quiz, siteName, siteTimeZone } = deps;
  const { challengeOf } = lock;
  /** The site day this process last cleared visitors' unreachable plays on. */
  let clearedOn: string | undefined;

  /**
   * Housekeeping, once a site day per process (at its first visitor's play): visitors' plays
   * their cookie can no longer name are deleted. A failure is tried again at the next play.
   */
  async function forgetUnreachablePlays(day: string): Promise<number> {
    clearedOn = day;
    try {
      return await repo.deleteUnreachablePlays(db, day);
    } catch {
      clearedOn = undefined;
      return 0;
    }
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
      signedIn: row.signed_in,
    };
  }

  return {
    /** A kept result as players and share links see it. */
    toResult,

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
        throw invalid('UNKNOWN_OPTION', quizApiMessages.unknownOption, 'option');
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
      if (!userId && clearedOn !== day) await forgetUnreachablePlays(day);
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
          signedIn: plays.every((p) => p.signed_in),
        });
        result = await toResult(row);
      }
      return { answer, answeredCount, total: challenge.length, result };
    },

    forgetUnreachablePlays,

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
  };
}
export type DailyService = ReturnType<typeof createDailyService>;
