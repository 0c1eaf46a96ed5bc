import {
  type Learning,
  type PageQuiz,
  type QuestionStats,
  type RevealedAnswer,
} from '@apogee/contracts/quiz-learning';
import { quizApiMessages } from '@apogee/contracts/quiz';
import type { Database } from '../../db/database';
import { isoDay, localDate } from './calendar';
import { createDailyService, invalid, openQuestion, revealed } from './daily-service';
import type { DailyLock } from './daily-lock';
import { challengeNumber, siteDay } from './learning/daily-challenge';
import { forgivingStreak } from './learning/forgiving-streak';
import { isDue, MASTERED_BOX } from './learning/spaced-review';
import * as repo from './learning-repository';
import type { QuestionBank, QuizQuestion } from './question-bank';
import type { AnswerDay } from './scores';
import type { QuizService } from './service';
import { issueServedToken } from './served-token';

export type { Player } from './daily-service';

type Computed = Pick<Learning, 'review' | 'mastery' | 'streak'>;
/** Readers whose computed dashboard is kept. */
const LEARNING_KEPT = 10_000;
/** One collator for every sort: localeCompare with a locale builds one per call. */
const byName = new Intl.Collator('en');

/**
 * The learning loop: the daily challenge (daily-service.ts), the reader's learning dashboard
 * (review, mastery, forgiving streak), the quizzes of articles and issues, answers tried by
 * visitors, and question figures for the CMS.
 */
export function createLearningService(deps: {
  db: Database;
  questions: QuestionBank;
  lock: DailyLock;
  quiz: QuizService;
  /** The site's name for the shared grid (the CMS's site settings). */
  siteName: () => Promise<string>;
  secret: string;
  siteTimeZone: string;
}) {
  const { db, questions, quiz, secret, siteTimeZone } = deps;
  const daily = createDailyService(deps);

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
    ...daily,

    /** The reader of an open session, their answer version and today's result; null if closed. */
    readerOfSession: (sessionId: string, now: Date) =>
      repo.learningReaderOfSession(db, sessionId, siteDay(now, siteTimeZone)),

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
          result: result ? await daily.toResult(result) : null,
        },
      };
    },

    /**
     * The questions of an article (its related questions) or of a magazine issue, but those
     * held for a daily challenge (daily-lock.ts).
     */
    async pageQuiz(kind: 'article' | 'issue', slug: string, now: Date): Promise<PageQuiz> {
      const open = await quiz.openQuestions(now);
      const here = open.filter((q) =>
        kind === 'article' ? q.relatedArticle?.slug === slug : q.magazine === slug,
      );
      return {
        questions: here.map((q) => ({
          ...openQuestion(q),
          servedToken: issueServedToken(secret, q.id, now),
        })),
      };
    },

    /** A visitor's answer: judged, never kept; 409 for a question held for a daily challenge. */
    async tryAnswer(questionId: string, option: number, now: Date): Promise<RevealedAnswer> {
      const question = await questions.byId(questionId);
      if (!question)
        throw invalid('UNKNOWN_QUESTION', quizApiMessages.unknownQuestion, 'questionId', 404);
      await quiz.ensureOpen(questionId, now);
      if (option >= question.options.length)
        throw invalid('UNKNOWN_OPTION', quizApiMessages.unknownOption, 'option');
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
