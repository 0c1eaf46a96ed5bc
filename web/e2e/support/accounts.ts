import type { APIRequestContext } from '@playwright/test';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A reader unique to this run, so specs never collide with earlier accounts. Each reader
 * also has their own address (from 198.18.0.0/15, a range kept for tests), sent as X-Forwarded-For: the whole suite runs
 * from one machine, and the service's per-address limits (10 sign-ups an hour) are meant
 * for real readers, not for a test run. The service believes the header only from
 * loopback proxies, which is where the test's web server runs.
 */
export function newReader(label: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return {
    address: `198.18.${octet()}.${octet()}`,
    firstName: 'Ada',
    lastName: `Tester ${label}`,
    name: `Ada Tester ${label}`,
    username: `e2e_${label}_${id}`.slice(0, 30),
    email: `e2e.${label}.${id}@example.com`,
    password: `Kestrel-orbit-${id}`,
  };
}
export type Reader = ReturnType<typeof newReader>;

/** Creates the account through the service's API (the sign-up journey itself uses the form). */
export async function signUpByApi(request: APIRequestContext, reader: Reader) {
  const response = await request.post('/api/auth/signup', {
    headers: { 'x-forwarded-for': reader.address },
    data: {
      firstName: reader.firstName,
      lastName: reader.lastName,
      username: reader.username,
      email: reader.email,
      password: reader.password,
      confirmPassword: reader.password,
      acceptTerms: true,
    },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/**
 * Logs in through the service from the reader's own address (the login journey itself is
 * the accounts spec's); the session cookie lands in `request`'s context.
 */
export async function logInByApi(request: APIRequestContext, reader: Reader) {
  const response = await request.post('/api/auth/login', {
    headers: { 'x-forwarded-for': reader.address },
    data: { emailOrUsername: reader.username, password: reader.password },
  });
  if (response.status() !== 200)
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
}

/** The quiz-service's mail outbox (E2E_OUTBOX_DIR, else the development default). */
function outboxDir() {
  return process.env.E2E_OUTBOX_DIR ?? join(process.cwd(), '..', '.data', 'outbox');
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  date: string;
}

/** Waits for the newest mail to `to` with `subject` written after `since`, and returns it. */
export async function waitForMail(to: string, subject: string, since: Date): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = (await readdir(outboxDir())).filter((name) => name.endsWith('.json'));
    } catch {
      // The folder appears with the first mail.
    }
    const mails: OutboxMail[] = [];
    for (const name of names) {
      try {
        mails.push(JSON.parse(await readFile(join(outboxDir(), name), 'utf8')) as OutboxMail);
      } catch {
        // Being written right now; read on the next round.
      }
    }
    const match = mails
      .filter((mail) => mail.to === to && mail.subject === subject && new Date(mail.date) >= since)
      .sort((a, b) => b.date.localeCompare(a.date))[0];
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail "${subject}" to ${to} in ${outboxDir()}`);
}

/** A 1×1 PNG: enough for the service to re-encode into the 256 px WebP avatar. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
