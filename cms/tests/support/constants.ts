/** Values the test CMS is started with (test-only, never used elsewhere). */
export const ADMIN = { email: 'editor@apogee.test', password: 'Editor-test-1234' };
/** The newsroom's roles (seeded in development and tests only). */
export const NEWSROOM_EDITOR = { email: 'grace.editor@apogee.test', password: 'Editor-test-5678' };
export const NEWSROOM_AUTHOR = { email: 'ada.author@apogee.test', password: 'Author-test-1234' };

export const SHARED = {
  CMS_WEB_TOKEN: 'test-web-token-000000000000000000000000000000000000000000',
  CMS_PREVIEW_TOKEN: 'test-preview-token-0000000000000000000000000000000000000',
  CMS_QUIZ_TOKEN: 'test-quiz-token-00000000000000000000000000000000000000000',
  PREVIEW_SECRET: 'test-preview-secret',
  CMS_WEBHOOK_SECRET: 'test-cms-webhook-secret',
  NEWSROOM_READ_SECRET: 'test-newsroom-read-secret',
  NEWSROOM_MAIL_SECRET: 'test-newsroom-mail-secret',
  NEWSROOM_MODERATION_SECRET: 'test-newsroom-moderation-secret',
  NEWSROOM_PRIVACY_SECRET: 'test-newsroom-privacy-secret',
  NEWSROOM_NEWSLETTER_SECRET: 'test-newsroom-newsletter-secret',
};

/** The test's stand-in for the quiz-service answers its answer figures route (global-setup). */
export const QUESTION_STATS_PATH = '/api/internal/quiz/question-stats';
export const QUESTION_FIGURES = { answers: 40, correct: 10, correctRate: 25 };
export const NEVER_ANSWERED_ID = 'neveranswered';

export interface ReceivedWebhook {
  /** The path called: /hook for the webhook, /api/internal/review-notices for notices. */
  path: string;
  authorization: string | null;
  body: {
    event: string;
    model: string;
    documentId: string | null;
    slug: string | null;
    [field: string]: unknown;
  };
}

/** Where the newsroom posts newsletter sends; the test receiver answers as the service. */
export const NEWSLETTER_SENDS_PATH = '/api/internal/newsletter/sends';
