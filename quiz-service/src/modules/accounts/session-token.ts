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

/** The session id of a valid token, or null for anything forged, expired or malformed. */
export async function readSessionToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    return typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null;
  } catch {
    return null;
  }
}
