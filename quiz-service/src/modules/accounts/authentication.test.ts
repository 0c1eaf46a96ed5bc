import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authentication } from './authentication';
import type { AccountsService } from './service';

const SECRET = 'a-session-secret-of-enough-length-0001';
const OTHER_SECRET = 'another-session-secret-of-length-0002';
const SESSION_ID = '3f1c2a9e-7b4d-4c61-9a2f-0d5e8b7c6a13';
const inAnHour = () => new Date(Date.now() + 3600_000);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token written by hand, to try what the plugin must refuse. */
function handMade(
  claims: Record<string, unknown>,
  { alg = 'HS256', secret = SECRET }: { alg?: 'HS256' | 'HS512' | 'none'; secret?: string } = {},
) {
  const input = `${base64url({ alg, typ: 'JWT' })}.${base64url(claims)}`;
  if (alg === 'none') return `${input}.`;
  const hash = alg === 'HS256' ? 'sha256' : 'sha512';
  return `${input}.${createHmac(hash, secret).update(input).digest('base64url')}`;
}

const goodClaims = () => ({
  sid: SESSION_ID,
  iss: 'apogee-quiz-service',
  aud: 'apogee-session',
  iat: seconds(new Date()),
  exp: seconds(inAnHour()),
});

/** The plugin alone, over a stand-in accounts service whose one open session is SESSION_ID. */
async function appWith(secret: string, publicUrl = 'http://localhost:3000') {
  const app = Fastify();
  await app.register(cookie);
  const accounts = {
    userOfSession: async (sessionId: string) =>
      sessionId === SESSION_ID ? { session_id: sessionId, id: 'reader-1' } : undefined,
  } as unknown as AccountsService;
  await app.register(authentication, { accounts, secret, publicUrl });
  app.get('/session', async (request) => ({
    sessionId: await app.auth.sessionIdOf(request),
    userId: (await app.auth.userOf(request))?.user.id ?? null,
  }));
  await app.ready();
  return app;
}

async function sessionOf(app: FastifyInstance, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: '/session', headers });
  return res.json() as { sessionId: string | null; userId: string | null };
}

describe('session tokens (authentication)', () => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  const withCookie = (token: string) => sessionOf(app, { cookie: `apogee_session=${token}` });

  beforeAll(async () => {
    app = await appWith(SECRET);
    other = await appWith(OTHER_SECRET);
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });
  afterEach(() => vi.useRealTimers());

  it('read back the session id they were issued for, every time, and its reader', async () => {
    const token = app.auth.tokenOf({ id: SESSION_ID, expiresAt: inAnHour() });
    expect(await withCookie(token)).toEqual({ sessionId: SESSION_ID, userId: 'reader-1' });
    expect(await withCookie(token)).toEqual({ sessionId: SESSION_ID, userId: 'reader-1' });
  });

  it('are HS256 JWTs naming their issuer, audience, session and end', () => {
    const expiresAt = inAnHour();
    const [header, payload] = app.auth.tokenOf({ id: SESSION_ID, expiresAt }).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({
      sid: SESSION_ID,
      iss: 'apogee-quiz-service',
      aud: 'apogee-session',
      exp: seconds(expiresAt),
    });
  });

  it('are refused under another secret, also after being accepted under theirs', async () => {
    const token = app.auth.tokenOf({ id: SESSION_ID, expiresAt: inAnHour() });
    expect((await withCookie(token)).sessionId).toBe(SESSION_ID);
    const elsewhere = await sessionOf(other, { cookie: `apogee_session=${token}` });
    expect(elsewhere).toEqual({ sessionId: null, userId: null });
  });

  it('are refused when a character of the signature or payload is changed', async () => {
    const token = app.auth.tokenOf({ id: SESSION_ID, expiresAt: inAnHour() });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flip = (part: string) => (part.startsWith('A') ? 'B' : 'A') + part.slice(1);
    expect((await withCookie(`${header}.${payload}.${flip(signature)}`)).sessionId).toBeNull();
    expect((await withCookie(`${header}.${flip(payload)}.${signature}`)).sessionId).toBeNull();
    expect((await withCookie('not-a-token')).sessionId).toBeNull();
  });

  it('are refused unsigned or under another algorithm, even with the right secret', async () => {
    expect((await withCookie(handMade(goodClaims()))).sessionId).toBe(SESSION_ID);
    expect((await withCookie(handMade(goodClaims(), { alg: 'none' }))).sessionId).toBeNull();
    expect((await withCookie(handMade(goodClaims(), { alg: 'HS512' }))).sessionId).toBeNull();
  });

  it('are refused with another issuer or audience, or without one of their claims', async () => {
    const refused = [
      { ...goodClaims(), iss: 'someone-else' },
      { ...goodClaims(), aud: 'another-audience' },
      { ...goodClaims(), sid: 'not-a-session-id' },
      ...(['sid', 'exp', 'iss', 'aud'] as const).map((claim) => {
        const claims: Record<string, unknown> = goodClaims();
        delete claims[claim];
        return claims;
      }),
    ];
    for (const claims of refused)
      expect((await withCookie(handMade(claims))).sessionId, JSON.stringify(claims)).toBeNull();
  });

  it('stop being accepted when they expire, even once accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = app.auth.tokenOf({ id: SESSION_ID, expiresAt: new Date(Date.now() + 60_000) });
    expect((await withCookie(token)).sessionId).toBe(SESSION_ID);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await withCookie(token)).sessionId).toBeNull();
  });

  it('are refused when already expired', async () => {
    const token = app.auth.tokenOf({ id: SESSION_ID, expiresAt: new Date(Date.now() - 1000) });
    expect((await withCookie(token)).sessionId).toBeNull();
  });

  it('open a session from the cookie only, never from an Authorization header', async () => {
    const token = app.auth.tokenOf({ id: SESSION_ID, expiresAt: inAnHour() });
    const bearer = { authorization: `Bearer ${token}` };
    expect(await sessionOf(app, bearer)).toEqual({ sessionId: null, userId: null });
    const both = await sessionOf(app, { ...bearer, cookie: 'apogee_session=not-a-token' });
    expect(both.sessionId).toBeNull();
  });

  it('are read from the __Host- cookie when the site is served over https', async () => {
    const secure = await appWith(SECRET, 'https://apogee.example');
    try {
      const token = secure.auth.tokenOf({ id: SESSION_ID, expiresAt: inAnHour() });
      expect(secure.auth.cookieName).toBe('__Host-apogee_session');
      const read = await sessionOf(secure, { cookie: `__Host-apogee_session=${token}` });
      expect(read.sessionId).toBe(SESSION_ID);
      expect((await sessionOf(secure, { cookie: `apogee_session=${token}` })).sessionId).toBeNull();
    } finally {
      await secure.close();
    }
  });
});
