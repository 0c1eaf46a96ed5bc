// The benchmark's signed-in reader: signed up once through the site's /api (the data folder
// keeps the account between runs), logged in at every run. Its session cookie is what the
// signed-in load run and the quiz tap send.

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
 * The cookies, checked: the site's session answer names the bench reader. A load run with a
 * cookie the site does not take for a session would measure a visitor's page.
 */
async function checked(base, cookies) {
  const response = await fetch(new URL('/api/auth/session', base), {
    headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
    signal: AbortSignal.timeout(30_000),
  });
  const body = response.status === 200 ? await response.json() : null;
  if (body?.user?.username !== READER.username)
    throw new Error(
      `The bench reader's cookie is not a session: /api/auth/session answered ${response.status}.`,
    );
  return cookies;
}

/**
 * Logs the bench reader in through the web at `base` (signing it up first when the data folder
 * has no such account) and resolves with the cookies its login set, as `{ name, value }`.
 */
export async function signedInReader(base) {
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
