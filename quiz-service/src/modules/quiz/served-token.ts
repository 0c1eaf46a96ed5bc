import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The "served at" token of a question: `<questionId>.<servedAtMs>.<hmac>`. It lets the
 * service measure the seconds from showing a question to its answer without storing anything
 * per view, and a client cannot make it up without the secret.
 */
function mac(secret: string, questionId: string, servedAtMs: number): string {
  return createHmac('sha256', `quiz-served:${secret}`)
    .update(`${questionId}.${servedAtMs}`)
    .digest('base64url');
}

export function issueServedToken(secret: string, questionId: string, servedAt: Date): string {
  const ms = servedAt.getTime();
  return `${Buffer.from(questionId).toString('base64url')}.${ms}.${mac(secret, questionId, ms)}`;
}

/** The question id and serving time of a genuine token, or null. */
export function readServedToken(
  secret: string,
  token: string,
): { questionId: string; servedAt: Date } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedId, msText, given] = parts as [string, string, string];
  if (!/^\d{1,15}$/.test(msText)) return null;
  const questionId = Buffer.from(encodedId, 'base64url').toString();
  const ms = Number(msText);
  const expected = Buffer.from(mac(secret, questionId, ms));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { questionId, servedAt: new Date(ms) };
}
