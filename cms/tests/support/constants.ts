/** Values the test CMS is started with (test-only, never used elsewhere). */
export const ADMIN = { email: 'editor@apogee.test', password: 'Editor-test-1234' };

export const SHARED = {
  CMS_WEB_TOKEN: 'test-web-token-000000000000000000000000000000000000000000',
  CMS_PREVIEW_TOKEN: 'test-preview-token-0000000000000000000000000000000000000',
  CMS_QUIZ_TOKEN: 'test-quiz-token-00000000000000000000000000000000000000000',
  PREVIEW_SECRET: 'test-preview-secret',
  CACHE_PURGE_SECRET: 'test-cache-purge-secret',
};

export interface ReceivedWebhook {
  authorization: string | null;
  body: { event: string; model: string; documentId: string | null; slug: string | null };
}
