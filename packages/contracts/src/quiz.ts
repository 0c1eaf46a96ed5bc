import { z } from 'zod';
import { quizApiMessages, quizMessages } from './quiz-messages';

// The texts live apart so that the site's pages import them without zod (docs/performance.md).
export { quizApiMessages, quizMessages };

/** History cards per page (docs/product/quiz.md). */
export const QUIZ_HISTORY_PAGE_SIZE = 10;

/**
 * Zone names already found valid. Building an Intl.DateTimeFormat to test a name costs more
 * than the rest of validating a quiz request, and every answer and dashboard sends its zone.
 * Capped because Intl accepts any letter case, so the valid spellings are not a small set.
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_MAX = 2000;

/** True when the runtime knows this IANA time zone name (e.g. "Pacific/Auckland"). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_MAX) knownTimeZones.add(name);
  return true;
}

export const timeZoneField = z
  .string({ error: quizApiMessages.timeZoneInvalid })
  .max(100, { message: quizApiMessages.timeZoneInvalid, abort: true })
  .trim()
  .refine(isTimeZone, quizApiMessages.timeZoneInvalid);

export const relatedArticleSchema = z.object({ slug: z.string(), title: z.string() });
export type RelatedArticle = z.infer<typeof relatedArticleSchema>;

/** GET /api/quiz/next: a question without its answer, and the token that dates its serving. */
export const servedQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** Option texts in order; the reader sees them numbered from 1. */
  options: z.array(z.string()),
  /** Signed "served at" value sent back with the answer, so the service measures the time. */
  servedToken: z.string(),
});
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

export const nextQuestionQuerySchema = z.object({
  /** A question to avoid (the one just answered), when another one is available. */
  exclude: z.string().max(100).optional(),
});

/**
 * POST /api/quiz/answers. `option` is ZERO-BASED (the first option is 0); the site shows it
 * as 1. Correctness is decided by the service, never sent by the client.
 */
export const answerRequestSchema = z.object({
  questionId: z
    .string({ error: quizApiMessages.unknownQuestion })
    .min(1, quizApiMessages.unknownQuestion)
    .max(100, quizApiMessages.unknownQuestion),
  option: z
    .number({ error: quizApiMessages.unknownOption })
    .int(quizApiMessages.unknownOption)
    .min(0, quizApiMessages.unknownOption),
  /** `<base64url id>.<ms>.<hmac>`: well under 300 characters for an id of at most 100. */
  servedToken: z
    .string({ error: quizApiMessages.servedTokenInvalid })
    .min(1, quizApiMessages.servedTokenInvalid)
    .max(300, quizApiMessages.servedTokenInvalid),
  timeZone: timeZoneField.optional(),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

export const answerResultSchema = z.object({
  correct: z.boolean(),
  /** Zero-based index of the right option. */
  correctOption: z.number().int(),
  /** Zero-based index of the chosen option. */
  chosenOption: z.number().int(),
  explanation: z.string(),
  relatedArticle: relatedArticleSchema.nullable(),
  /** Seconds from serving to answering, measured by the service. */
  timeTakenSeconds: z.number().int().nullable(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

/** One period card: counts and the percentage of correct answers, "0.00" when none. */
export const periodScoreSchema = z.object({
  correct: z.number().int(),
  wrong: z.number().int(),
  total: z.number().int(),
  percentage: z.string(),
});
export type PeriodScore = z.infer<typeof periodScoreSchema>;

export const periodScoresSchema = z.object({
  currentDay: periodScoreSchema,
  currentWeek: periodScoreSchema,
  currentMonth: periodScoreSchema,
  currentYear: periodScoreSchema,
});
export type PeriodScores = z.infer<typeof periodScoresSchema>;

export const dayResultSchema = z.object({
  /** Day of the month, from 1. */
  day: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
});
export type DayResult = z.infer<typeof dayResultSchema>;

/** Every day of the current month in the reader's time zone, days without answers as zeros. */
export const monthSeriesSchema = z.object({
  year: z.number().int(),
  /** 1 to 12. */
  month: z.number().int(),
  days: z.array(dayResultSchema),
});
export type MonthSeries = z.infer<typeof monthSeriesSchema>;

export const streaksSchema = z.object({
  /** Consecutive days with an answer, ending today (or yesterday when not played yet today). */
  current: z.number().int(),
  longest: z.number().int(),
});
export type Streaks = z.infer<typeof streaksSchema>;

export const analyticsQuerySchema = z.object({ timeZone: timeZoneField.default('UTC') });

/** GET /api/quiz/analytics?timeZone=Area/City */
export const analyticsResponseSchema = z.object({
  timeZone: z.string(),
  periods: periodScoresSchema,
  month: monthSeriesSchema,
  overall: z.object({
    correct: z.number().int(),
    wrong: z.number().int(),
    total: z.number().int(),
  }),
  streaks: streaksSchema,
});
export type QuizAnalytics = z.infer<typeof analyticsResponseSchema>;

export const historyQuerySchema = z.object({
  page: z.coerce
    .number({ error: quizApiMessages.pageInvalid })
    .int(quizApiMessages.pageInvalid)
    .min(1, quizApiMessages.pageInvalid)
    .max(1_000_000, quizApiMessages.pageInvalid)
    .default(1),
});

export const historyItemSchema = z.object({
  /** Position in the reader's history, newest first, from 1 (shown as "Quiz ID"). */
  sequence: z.number().int(),
  questionId: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  /** Zero-based. */
  correctOption: z.number().int(),
  /** Zero-based. */
  chosenOption: z.number().int(),
  correct: z.boolean(),
  explanation: z.string(),
  relatedArticle: relatedArticleSchema.nullable(),
  /** ISO 8601 instant. */
  answeredAt: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** GET /api/quiz/history?page=N: 10 per page, newest first. */
export const historyResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
  items: z.array(historyItemSchema),
});
export type QuizHistoryPage = z.infer<typeof historyResponseSchema>;
