/**
 * The quiz's learning loop (issue: daily challenge, spaced review, forgiving streaks, quizzes in
 * the articles). Beside the quiz API in ./quiz (docs/product/quiz.md), which stays as it is.
 * Correctness is always decided by the quiz-service; nothing here carries an answer before it is
 * given.
 */
import { z } from 'zod';
import { answerRequestSchema, relatedArticleSchema, timeZoneField } from './quiz';

export const learningMessages = {
  tooManyAnswers: 'Too many answers from this network. Please wait a few minutes and try again.',
  notInChallenge: 'This question is not in today’s daily challenge. Reload the challenge.',
  dailyAlreadyAnswered: 'You have already answered this question of today’s daily challenge.',
  challengeOver: 'Today’s daily challenge is over: a new one has started. Load it to play.',
  dailyResultNotFound: 'This daily challenge result does not exist.',
  /** 409 QUESTION_IN_DAILY_CHALLENGE: outside the daily challenge, before its day is over. */
  inDailyChallenge:
    'This question is in a daily challenge, so it can only be answered there until that day is over.',
  /** 503 from GET /api/quiz/next when every question it could serve is held that way. */
  allInDailyChallenge:
    'Every question here is in a daily challenge right now. Play today’s challenge, or come back tomorrow.',
  categoryUnknown: 'There is no quiz category with this name.',
  categoryEmpty: 'This category has no quiz questions yet.',
  noQuestionsHere: 'There are no quiz questions for this page.',
  slugInvalid: 'Send the page’s slug: letters, digits and dashes.',
  questionIdsInvalid: 'Send 1 to 200 question ids, separated by commas.',
} as const;

/** A question as readers see it before answering: no right option, no explanation. */
export const openQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullable(),
});
export type OpenQuestion = z.infer<typeof openQuestionSchema>;

/** What an answer reveals (the same fields as the quiz's answer result, options zero-based). */
export const revealedAnswerSchema = z.object({
  questionId: z.string(),
  correct: z.boolean(),
  correctOption: z.number().int(),
  chosenOption: z.number().int(),
  explanation: z.string(),
  relatedArticle: relatedArticleSchema.nullable(),
});
export type RevealedAnswer = z.infer<typeof revealedAnswerSchema>;

const slugField = z
  .string({ error: learningMessages.slugInvalid })
  .max(200, learningMessages.slugInvalid)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, learningMessages.slugInvalid);

/**
 * GET /api/quiz/next gains two optional query fields (the quiz's behaviour is unchanged without
 * them, except that a signed-in reader's due reviews come before new questions):
 * `category` (a category slug: "Quiz me on Spaceflight"), and the served question says why it
 * was chosen.
 */
export const learningNextQuerySchema = z.object({
  exclude: z.string().max(100).optional(),
  category: slugField.optional(),
  timeZone: timeZoneField.optional(),
});
/** Why /api/quiz/next chose a question: a due review, a new one, or a repeat. */
export const servedReasonSchema = z.enum(['review', 'new', 'repeat']);

// ---------------------------------------------------------------------------------------------
// Daily challenge: GET /api/quiz/daily, POST /api/quiz/daily/answers,
// GET /api/quiz/daily/results/:shareId (public). A visitor is known by the httpOnly cookie
// `apogee_daily` (set by the quiz-service on first play); signing in or up later moves the
// visitor's results to the account (the next signed-in GET /api/quiz/daily or /api/quiz/learning).
// ---------------------------------------------------------------------------------------------

export const DAILY_VISITOR_COOKIE = 'apogee_daily';

export const dailyResultSchema = z.object({
  /** Public id of the result, for the share link /daily/result/{shareId}. */
  shareId: z.string(),
  day: z.string(),
  number: z.number().int(),
  right: z.number().int(),
  total: z.number().int(),
  /** One boolean per question in the challenge's order (true = right), spoiler-free. */
  answers: z.array(z.boolean()),
  /** "Apogee Daily #330 3/5\n🟩🟥🟩🟩🟥" */
  grid: z.string(),
  /**
   * Played signed in, every answer: one play per account. False for a visitor, whose only
   * guard against a replay is a cookie anyone can drop (also once moved to an account).
   */
  signedIn: z.boolean(),
});
export type DailyResult = z.infer<typeof dailyResultSchema>;

/** GET /api/quiz/daily: today's challenge on the site's day, with what this player answered. */
export const dailyChallengeSchema = z.object({
  /** The site's day, YYYY-MM-DD in the site's time zone (SITE_TIME_ZONE). */
  day: z.string(),
  /** #1 on 2026-01-01. */
  number: z.number().int(),
  questions: z.array(openQuestionSchema),
  /** The answers this player already gave today, in the order given. */
  answered: z.array(revealedAnswerSchema),
  /** Set once every question is answered. */
  result: dailyResultSchema.nullable(),
});
export type DailyChallenge = z.infer<typeof dailyChallengeSchema>;

export const dailyAnswerRequestSchema = z.object({
  /** The day the challenge was loaded for: an answer sent after midnight is refused (409). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, learningMessages.notInChallenge),
  // The same fields, with the same messages, as an ordinary answer's.
  questionId: answerRequestSchema.shape.questionId,
  option: answerRequestSchema.shape.option,
  timeZone: timeZoneField.optional(),
});
export type DailyAnswerRequest = z.infer<typeof dailyAnswerRequestSchema>;

/**
 * POST /api/quiz/daily/answers: 409 DAILY_ALREADY_ANSWERED when this player answered the
 * question today (no replay for a better score), 409 DAILY_CHALLENGE_OVER when `day` is no longer
 * the site's day, 400 NOT_IN_CHALLENGE, 400 UNKNOWN_OPTION.
 */
export const dailyAnswerResultSchema = z.object({
  answer: revealedAnswerSchema,
  answeredCount: z.number().int(),
  total: z.number().int(),
  result: dailyResultSchema.nullable(),
});
export type DailyAnswerResult = z.infer<typeof dailyAnswerResultSchema>;

// ---------------------------------------------------------------------------------------------
// The reader's learning dashboard: GET /api/quiz/learning?timeZone=Area/City (signed in).
// ---------------------------------------------------------------------------------------------

export const categoryRefSchema = z.object({ slug: z.string(), name: z.string() });

export const learningSchema = z.object({
  timeZone: z.string(),
  /** Questions due for review today (or overdue) and those still in the review boxes. */
  review: z.object({ due: z.number().int(), inReview: z.number().int() }),
  /** Per category (of the question's related article), questions mastered of those there are. */
  mastery: z.array(
    z.object({
      category: categoryRefSchema,
      mastered: z.number().int(),
      total: z.number().int(),
    }),
  ),
  streak: z.object({
    current: z.number().int(),
    longest: z.number().int(),
    /** Freezes ready to cover a missed day. */
    freezes: z.number().int(),
    /** Missed days covered by a freeze so far. */
    frozenDays: z.number().int(),
  }),
  /** Today's daily challenge for this reader: null result when not played yet. */
  daily: z.object({
    day: z.string(),
    number: z.number().int(),
    result: dailyResultSchema.nullable(),
  }),
});
export type Learning = z.infer<typeof learningSchema>;

// ---------------------------------------------------------------------------------------------
// Quizzes in the articles and magazine issues: GET /api/quiz/for/article/:slug and
// GET /api/quiz/for/issue/:slug give the questions (none: an empty list, 200). A signed-in
// reader answers through POST /api/quiz/answers (recorded like any answer; the questions carry
// servedToken); a visitor through POST /api/quiz/try (judged, not kept).
// ---------------------------------------------------------------------------------------------

export const pageQuizSchema = z.object({
  questions: z.array(openQuestionSchema.extend({ servedToken: z.string() })),
});
export type PageQuiz = z.infer<typeof pageQuizSchema>;

export const pageQuizParamsSchema = z.object({ slug: slugField });

export const tryAnswerRequestSchema = z.object({
  questionId: dailyAnswerRequestSchema.shape.questionId,
  option: dailyAnswerRequestSchema.shape.option,
});
export const tryAnswerResultSchema = revealedAnswerSchema;

// ---------------------------------------------------------------------------------------------
// For the CMS admin: GET /api/internal/quiz/question-stats?ids=a,b,c (Authorization: Bearer
// NEWSROOM_READ_SECRET, as the CMS's other reads of readers' data); at most 200 ids.
// ---------------------------------------------------------------------------------------------

export const questionStatsQuerySchema = z.object({
  ids: z
    .string({ error: learningMessages.questionIdsInvalid })
    .max(200 * 101, learningMessages.questionIdsInvalid)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.string().max(100, learningMessages.questionIdsInvalid))
        .min(1, learningMessages.questionIdsInvalid)
        .max(200, learningMessages.questionIdsInvalid),
    ),
});

export const questionStatsSchema = z.object({
  stats: z.array(
    z.object({
      questionId: z.string(),
      answers: z.number().int(),
      correct: z.number().int(),
      /** correct / answers as a percentage with 1 decimal, null when never answered. */
      correctRate: z.number().nullable(),
    }),
  ),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;
