// The benchmark's signed-in reader: signed up once through the site's /api (the data folder
// keeps the account between runs) and logged in when the session kept from an earlier run has
// ended (logins are rate limited per account: ten in 15 minutes). Its session cookie is what
// the signed-in load run and the quiz tap send.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const READER = {
  firstName: 'Bench',
  lastName: 'Reader',
  username: 'bench-reader',
  email: 'bench-reader@example.com',
  password: 'measured-at-fifty-connections',
};

async function post(base, pathname, body) {
  // No Origin header: a request without one and without a session cookie is a server's, which
  // the quiz-service's origin check lets through (a browser always sends one).
  return fetch(new URL(pathname, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function logIn(base) {
  const response = await post(base, '/api/auth/login', {
    emailOrUsername: READER.username,
    password: READER.password,
    remember: true,
  });
  if (response.status === 401) return null;
  if (response.status !== 200)
    throw new Error(
      `Logging the bench reader in answered ${response.status}: ${await response.text()}`,
    );
  // The cookies the login sets (the session's): taken as set, whatever the session cookie's name.
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0];
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim() };
  });
  if (!cookies.length) throw new Error('Logging the bench reader in set no cookie.');
  return cookies;
}

/**
 * Whether the site takes `cookies` for the bench reader's session (its session answer names the
 * reader): a load run with a cookie that is no session would measure a visitor's page.
 */
async function isSession(base, cookies) {
  const response = await fetch(new URL('/api/auth/session', base), {
    headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
    signal: AbortSignal.timeout(30_000),
  });
  const body = response.status === 200 ? await response.json() : null;
  return body?.user?.username === READER.username;
}

async function checked(base, cookies) {
  if (!(await isSession(base, cookies)))
    throw new Error("The bench reader's new cookie is not a session (/api/auth/session).");
  return cookies;
}

function kept(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The bench reader's session cookies as `{ name, value }`: those kept in `keepIn` while the
 * site still takes them for the reader's session, else a new login through the web at `base`
 * (signing the reader up first when the data folder has no such account), kept for next time.
 */
export async function signedInReader(base, { keepIn }) {
  const earlier = kept(keepIn);
  if (Array.isArray(earlier) && earlier.length && (await isSession(base, earlier))) return earlier;
  const cookies = await signIn(base);
  mkdirSync(path.dirname(keepIn), { recursive: true });
  writeFileSync(keepIn, JSON.stringify(cookies));
  return cookies;
}

async function signIn(base) {
  const cookies = await logIn(base);
  if (cookies) return checked(base, cookies);
  const signUp = await post(base, '/api/auth/signup', {
    ...READER,
    confirmPassword: READER.password,
    acceptTerms: true,
  });
  if (signUp.status !== 201)
    throw new Error(
      `Signing the bench reader up answered ${signUp.status}: ${await signUp.text()}`,
    );
  const signedUp = await logIn(base);
  if (!signedUp) throw new Error('The bench reader signed up but cannot log in.');
  return checked(base, signedUp);
}
