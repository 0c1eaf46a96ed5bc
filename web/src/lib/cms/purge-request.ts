import { timingSafeEqual } from 'node:crypto';

/** True when the request carries `Authorization: Bearer <secret>`, compared in constant time. */
export function hasPurgeSecret(request: Request, secret: string): boolean {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
