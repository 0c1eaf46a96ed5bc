import { timingSafeEqual } from 'node:crypto';

/** Compares a secret a request carried with the expected one, in constant time. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True when the request carries `Authorization: Bearer <secret>`. */
export function hasPurgeSecret(request: Request, secret: string): boolean {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return Boolean(match?.[1]) && secretsMatch(match![1]!, secret);
}
