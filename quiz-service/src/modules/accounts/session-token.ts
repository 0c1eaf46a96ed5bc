import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'apogee-quiz-service';
const AUDIENCE = 'apogee-session';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs the session id into a JWT (HS256, the only algorithm accepted back). */
export function signSessionToken(secret: string, sessionId: string, expiresAt: Date) {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

interface VerifiedToken {
  secret: string;
  sessionId: string;
  expiresAtMs: number;
}

/**
 * Tokens whose signature was already checked. A reader sends the same cookie with every
 * request, and verifying an HS256 signature through WebCrypto costs more than the rest of
 * reading a session; what a token says never changes, so only its expiry is checked again.
 * Whether the session is still open is asked of the database every time, not kept here.
 */
const verified = new Map<string, VerifiedToken>();
const VERIFIED_MAX = 10_000;

function remember(token: string, entry: VerifiedToken) {
  // A Map iterates in insertion order: when full, the oldest entry goes.
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(token, entry);
}

/** The session id of a valid token, or null for anything forged, expired or malformed. */
export async function readSessionToken(secret: string, token: string): Promise<string | null> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.expiresAtMs > Date.now()) return known.sessionId;
    verified.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
    // exp is required by signSessionToken; a token without one is not ours.
    if (typeof payload.exp !== 'number') return null;
    remember(token, { secret, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 });
    return payload.sid;
  } catch {
    return null;
  }
}
