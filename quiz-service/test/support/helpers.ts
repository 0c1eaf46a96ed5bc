import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config';

export const SITE = 'http://localhost:3000';
export const STRONG_PASSWORD = 'Orbit-Insertion-42';

let counter = 0;
/** A distinct client address per call, so rate limits of one test don't reach another. */
export function freshIp(): string {
  counter += 1;
  return `10.${Math.floor(counter / 65536) % 256}.${Math.floor(counter / 256) % 256}.${counter % 256}`;
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Amelia',
    lastName: 'Pilot',
    username: `amelia${counter}`,
    email: `amelia${counter}@example.com`,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: body,
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  return { ...body, id: (res.json() as { user: { id: string } }).user.id };
}

/** Logs in and returns the Cookie header value to send back. */
export async function login(
  app: FastifyInstance,
  emailOrUsername: string,
  password = STRONG_PASSWORD,
  remember = false,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername, password, remember },
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const cookie = res.cookies[0];
  if (!cookie) throw new Error('login set no cookie');
  return `${cookie.name}=${cookie.value}`;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** Emails written to the outbox, oldest first. */
export async function readOutbox(config: Config): Promise<SentMail[]> {
  let files: string[];
  try {
    files = (await readdir(config.mail.outboxDir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (f) => JSON.parse(await readFile(join(config.mail.outboxDir, f), 'utf8'))),
  );
}

/** Waits for the newest email to `to` (mail is sent after the answer) and returns it. */
export async function waitForMail(config: Config, to: string, count = 1): Promise<SentMail> {
  for (let i = 0; i < 100; i++) {
    const mails = (await readOutbox(config)).filter((m) => m.to === to);
    if (mails.length >= count) return mails[mails.length - 1] as SentMail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no email to ${to}`);
}

export function codeIn(mail: SentMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error('no code in the email');
  return code;
}

/** A multipart/form-data body as a browser's FormData sends it: text fields, then a file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; name: string; type?: string; data: Buffer },
) {
  const boundary = '----apogee-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with one file part, as a browser would send it. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  return multipartForm({}, { field, name: filename, type: contentType, data });
}
