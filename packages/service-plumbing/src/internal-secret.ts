// The check both servers make before an internal route answers: the caller proves who it is
// with a secret it shares with this server (the CMS's webhook, the newsroom's calls, the web's
// proof of a reader's address). Framework-neutral: the quiz-service wraps it in a Fastify hook
// (src/lib/internal-secret.ts), the web calls it on a Fetch Request.
import { timingSafeEqual } from 'node:crypto';

/**
 * True when `given` is `expected`, compared in constant time (for the same length: a
 * difference in length is told at once, which says nothing about the secret's bytes). An
 * empty expected secret matches nothing, so a secret left unset never opens a route.
 */
export function secretsMatch(given: string | null | undefined, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when an Authorization header's value is `Bearer <secret>`. */
export function hasBearerSecret(authorization: string | null | undefined, secret: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  return Boolean(match?.[1]) && secretsMatch(match?.[1], secret);
}

/** True when a Fetch Request carries `Authorization: Bearer <secret>`. */
export function requestHasBearerSecret(request: Request, secret: string): boolean {
  return hasBearerSecret(request.headers.get('authorization'), secret);
}
