import { z } from 'zod';
import { accountMessages, emailField, loginSchema, requiredText, usernameField } from './accounts';
import { commentSchema } from './comments';
import { contactSchema } from './contact';
import { subscribeSchema } from './newsletter';
import { profileMessages } from './profile';
import { resetMessages, resetRequestSchema } from './password-reset';

/**
 * The answers of the REST adapter (`/api/legacy/…`): the older site's paths for existing clients,
 * with its field names and types (docs/product/rest-adapter.md). The quiz-service serialises every
 * answer through these schemas, and contract tests parse answers with them.
 */

const RESET_ID_MESSAGE = 'Start the password reset again.';

export const legacyMessages = {
  blogNotFound: 'Blog not found',
  magazineNotFound: 'Magazine not found',
  storyNotFound: 'No stories found for this slug.',
  notSignedIn: 'You need to log in to view this content',
  loggedOut: 'Logout successful',
  quizSaved: 'Quiz analytics saved successfully',
  storyFileRequired: 'Please select a file',
  contentUnavailable: 'The content service did not answer. Please try again shortly.',
  crossSiteLogout: 'This request was refused because it did not come from the site.',
  /** GET /quiz/get-quiz past its limit per network (429, `{ message }`). */
  tooManyQuizLists:
    'Too many requests for the quiz questions from this network. Please wait a few minutes and try again.',
  /** Old clients send no current password, so they cannot change what signs a reader in. */
  identityChangeRefused:
    'Email and username can only be changed on the site, with your current password. Your other details were not saved.',
} as const;

/** A blog as the old site reads it (lists, detail, category, tag, related, search). */
export const legacyBlogSchema = z.object({
  blog_id: z.number().int(),
  blog_slug: z.string(),
  blog_title: z.string(),
  /** Search reads `title`: the same text as blog_title. */
  title: z.string(),
  /** Absolute URL of the feature image ('' when the article has none). */
  blog_feature_image: z.string(),
  /** Sanitised HTML rendered from the CMS's rich text. */
  blog_content: z.string(),
  blog_description: z.string(),
  /** Tag names joined by commas, e.g. "Mars,Rockets". */
  blog_tag: z.string(),
  category_name: z.string(),
  category_slug: z.string(),
  /** Publication date in words, en-GB, e.g. "12 March 2026". */
  formatted_date: z.string(),
});
export type LegacyBlog = z.infer<typeof legacyBlogSchema>;
export const legacyBlogListSchema = z.array(legacyBlogSchema);

export const legacyCategorySchema = z.object({
  category_name: z.string(),
  category_slug: z.string(),
});
export type LegacyCategory = z.infer<typeof legacyCategorySchema>;
export const legacyCategoryListSchema = z.array(legacyCategorySchema);

export const legacyMagazineSchema = z.object({
  idMagazines: z.number().int(),
  magazine_slug: z.string(),
  magazine_title: z.string(),
  magazine_cover_image: z.string(),
  /** Sanitised HTML. */
  magazine_description: z.string(),
  /** The embedded reader's address. */
  magazine_link: z.string(),
  /** The purchase address. */
  MagCloudLink: z.string(),
  /** Tag names joined by a comma and a space, e.g. "Mars, Rockets". */
  magazine_tags: z.string(),
});
export type LegacyMagazine = z.infer<typeof legacyMagazineSchema>;
export const legacyMagazineListSchema = z.array(legacyMagazineSchema);

export const legacyMediaTypeSchema = z.enum(['image', 'video']);

/** GET /story/get-story: one flat row per media item; clients group them by story_id. */
export const legacyStoryRowSchema = z.object({
  story_id: z.number().int(),
  story_slug: z.string(),
  story_title: z.string(),
  media_type: legacyMediaTypeSchema,
  /** Absolute URL of the picture or video. */
  cover_image: z.string(),
});
export type LegacyStoryRow = z.infer<typeof legacyStoryRowSchema>;
export const legacyStoryRowListSchema = z.array(legacyStoryRowSchema);

/** GET /story/getstory/{story_slug}: the pages of one story. */
export const legacyStoryItemSchema = z.object({
  id: z.number().int(),
  story_id: z.number().int(),
  story_slug: z.string(),
  title: z.string(),
  caption: z.string(),
  media_type: legacyMediaTypeSchema,
  cover_image: z.string(),
});
export type LegacyStoryItem = z.infer<typeof legacyStoryItemSchema>;
export const legacyStoryItemListSchema = z.array(legacyStoryItemSchema);

/** GET /quiz/get-quiz: a question with its answer (the old shape; the new API hides it). */
export const legacyQuizQuestionSchema = z.object({
  _id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  /** Zero-based index of the right option. */
  correctAnswer: z.number().int(),
  explanation: z.string(),
});
export type LegacyQuizQuestion = z.infer<typeof legacyQuizQuestionSchema>;
/**
 * GET /quiz/get-quiz: the questions open to every quiz, each with its answer. Questions held
 * for a daily challenge (today's, and those scheduled for a later day) are left out until their
 * day is over.
 */
export const legacyQuizQuestionListSchema = z.array(legacyQuizQuestionSchema);

/** POST /quiz/quiz-analytic-save's body; `correct` is accepted but recomputed by the server. */
export const legacyAnalyticSaveSchema = z.object({
  userId: z.string({ error: 'userId is required' }).min(1, 'userId is required').max(100),
  quizId: z.string({ error: 'quizId is required' }).min(1, 'quizId is required').max(100),
  correct: z.unknown().optional(),
  /** One-based, as the old quiz sends it (index + 1). */
  choose_option: z.coerce
    .number({ error: 'choose_option must be a number from 1' })
    .int('choose_option must be a number from 1')
    .min(1, 'choose_option must be a number from 1'),
  /** The old fixed text '5:30', "m:ss", or seconds. */
  time_taken: z
    .union([z.string().max(20), z.number(), z.null()], {
      error: "time_taken must be a text such as '1:05' or a number of seconds",
    })
    .optional(),
});
export type LegacyAnalyticSaveInput = z.input<typeof legacyAnalyticSaveSchema>;

export const legacyAnalyticSavedSchema = z.object({
  message: z.string(),
  correct: z.boolean(),
  correctAnswer: z.number().int(),
  choose_option: z.number().int(),
  explanation: z.string(),
});

/** A past answer, read back. */
export const legacyAnalyticsRecordSchema = z.object({
  quizId: z.string(),
  /** ISO 8601 instant of the answer. */
  created_at: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number().int(),
  explanation: z.string(),
  /** One-based. */
  choose_option: z.number().int(),
});
export type LegacyAnalyticsRecord = z.infer<typeof legacyAnalyticsRecordSchema>;
export const legacyAnalyticsRecordListSchema = z.array(legacyAnalyticsRecordSchema);

export const legacyPeriodSchema = z.object({
  correct_count: z.number().int(),
  wrong_count: z.number().int(),
  total_count: z.number().int(),
  /** Two decimals, "0.00" … "100.00". */
  correct_percentage: z.string(),
});
export type LegacyPeriod = z.infer<typeof legacyPeriodSchema>;

/** GET /quiz/current-quiz-analysis/{userId}: one-item lists, in the site's time zone. */
export const legacyPeriodAnalysisSchema = z.object({
  currentDay: z.array(legacyPeriodSchema),
  currentWeek: z.array(legacyPeriodSchema),
  currentMonth: z.array(legacyPeriodSchema),
  currentYear: z.array(legacyPeriodSchema),
});
export type LegacyPeriodAnalysis = z.infer<typeof legacyPeriodAnalysisSchema>;

/** GET /quiz/get-quiz-analytic/{userId}: every day of the current month, and all-time totals. */
export const legacyQuizAnalyticSchema = z.object({
  dailyResults: z.array(
    z.object({
      day: z.number().int().min(1).max(31),
      correct_count: z.number().int(),
      wrong_count: z.number().int(),
    }),
  ),
  /** [correct, wrong] */
  totalResult: z.tuple([z.number().int(), z.number().int()]),
});
export type LegacyQuizAnalytic = z.infer<typeof legacyQuizAnalyticSchema>;

/** The user as the old site keeps it (login's UserDetails, checkauth, profile update). */
export const legacyUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  profession: z.string(),
  bio: z.string(),
  /** Avatar URL, '' without one (the site shows its default picture). */
  profile: z.string(),
});
export type LegacyUser = z.infer<typeof legacyUserSchema>;

export const legacyLoginSuccessSchema = z.object({
  Success: z.literal('Login successful'),
  UserDetails: legacyUserSchema,
});
export const legacyLoginErrorSchema = z.object({ Error: z.string() });

export const legacyCheckAuthSchema = legacyUserSchema.extend({ Status: z.literal('Success') });
export const legacyCheckAuthFailedSchema = z.object({
  Status: z.literal('Failed'),
  Error: z.string(),
});

export const legacyUpdatedUserSchema = legacyCheckAuthSchema.extend({ message: z.string() });

/** POST /user/generate-otp: the opaque reset id stands where the old answer had the email. */
export const legacyOtpGeneratedSchema = z.object({ message: z.string(), userEmail: z.string() });
export const legacyOtpVerifiedSchema = z.object({ message: z.string(), otp: z.string() });

export const legacyMessageSchema = z.object({ message: z.string() });
/** Sign-up and password reset failures: the old clients show `error`. */
export const legacyErrorFieldSchema = z.object({ error: z.string() });

/** Old request bodies, with the same rules as the new API's forms. */
export const legacySignUpSchema = z.object({
  /** First and last name joined by a space; the profile's limit applies. */
  name: requiredText(accountMessages.firstNameRequired).max(100, profileMessages.nameTooLong),
  username: usernameField(),
  email: emailField(),
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired),
});

export const legacyLoginSchema = loginSchema;

export const legacyGenerateOtpSchema = resetRequestSchema;

export const legacyVerifyOtpSchema = z.object({
  otp: requiredText(resetMessages.otpRequired).max(20, resetMessages.otpShape),
  /** The reset id of generate-otp's answer (its `userEmail`). */
  email: requiredText(RESET_ID_MESSAGE).max(200, RESET_ID_MESSAGE),
});

export const legacyUpdatePasswordSchema = legacyVerifyOtpSchema.extend({
  password: z
    .string({ error: resetMessages.newPasswordRequired })
    .min(1, resetMessages.newPasswordRequired),
});

export const legacyCommentSchema = z.object({
  comment: commentSchema.shape.comment,
  blog_slug: commentSchema.shape.blogSlug,
  website: commentSchema.shape.website,
});

export const legacySubscribeSchema = subscribeSchema;
export const legacyContactSchema = contactSchema;
