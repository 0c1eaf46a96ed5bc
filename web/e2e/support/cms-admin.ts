import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readEnvFile } from '@apogee/env-file';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// The CMS admin as the newsroom's accounts use it: the stack's CMS makes an editor and an
// author in development (their credentials in E2E_DATA_DIR/secrets.env).

export const cmsUrl = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1437';

export function newsroomAccount(prefix: 'CMS_SEED_EDITOR' | 'CMS_SEED_AUTHOR') {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR names the test stack’s data folder.');
  const secrets = readEnvFile(join(dir, 'secrets.env'));
  return { email: secrets[`${prefix}_EMAIL`] ?? '', password: secrets[`${prefix}_PASSWORD`] ?? '' };
}

type Account = 'CMS_SEED_EDITOR' | 'CMS_SEED_AUTHOR';

// The admin allows 5 sign-ins per account and address in 5 minutes. Each account signs in once
// per test run, for the API and for the browser: the sessions are kept in the stack's data
// folder (npm run test:stack clears them when it starts the stack), so a journey retried in a
// new worker reuses them instead of signing in again and meeting the limit.
const apiSessions = new Map<Account, ReturnType<typeof signInToApi>>();
const browserSessions = new Map<Account, ReturnType<BrowserContext['storageState']>>();

function sessionFile(prefix: Account, kind: 'api' | 'browser') {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'admin-sessions');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${prefix}-${kind}.json`);
}

function kept<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The admin's API signed in as a newsroom account (what the admin's own screens call). */
export function adminApi(prefix: Account) {
  let session = apiSessions.get(prefix);
  if (!session) {
    session = signInToApi(prefix);
    apiSessions.set(prefix, session);
  }
  return session;
}

async function apiToken(prefix: Account): Promise<string> {
  const file = sessionFile(prefix, 'api');
  const stored = kept<{ token: string }>(file);
  if (stored) {
    const me = await fetch(`${cmsUrl}/admin/users/me`, {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    if (me.ok) return stored.token;
  }
  const login = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newsroomAccount(prefix)),
  });
  const { data } = (await login.json()) as { data?: { token?: string } };
  if (!data?.token) throw new Error(`The CMS refused the ${prefix} login (${login.status}).`);
  writeFileSync(file, JSON.stringify({ token: data.token }));
  return data.token;
}

async function signInToApi(prefix: Account) {
  const token = await apiToken(prefix);
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const form = body instanceof FormData;
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: {
        ...(form ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** A browser context signed in to the admin as a newsroom account. */
export async function adminContext(browser: Browser, prefix: Account): Promise<BrowserContext> {
  let state = browserSessions.get(prefix);
  if (!state) {
    const file = sessionFile(prefix, 'browser');
    const stored = kept<Awaited<ReturnType<BrowserContext['storageState']>>>(file);
    state = stored
      ? Promise.resolve(stored)
      : (async () => {
          const context = await browser.newContext();
          try {
            await signInToAdmin(await context.newPage(), prefix);
            const signedIn = await context.storageState();
            writeFileSync(file, JSON.stringify(signedIn));
            return signedIn;
          } finally {
            await context.close();
          }
        })();
    browserSessions.set(prefix, state);
  }
  return browser.newContext({ storageState: await state });
}

/** Signs a newsroom account in to the admin in the browser, through the login form. */
async function signInToAdmin(page: Page, prefix: Account) {
  const account = newsroomAccount(prefix);
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 90_000 });
}

type AdminCall = Awaited<ReturnType<typeof adminApi>>;
const BLOGS = '/content-manager/collection-types/api::blog.blog';

/** A draft article made through the admin's API, with a described picture of the library. */
export async function draftArticle(
  call: AdminCall,
  title: string,
  /** Whose media library to take the picture from (an author sees only their own uploads). */
  library: AdminCall = call,
): Promise<string> {
  const files = await library<{ results: { id: number; alternativeText: string | null }[] }>(
    'GET',
    '/upload/files?pageSize=20&filters[mime][$contains]=image',
  );
  const picture = files.results.find((file) => file.alternativeText) ?? files.results[0];
  const created = await call<{ data: { documentId: string } }>('POST', BLOGS, {
    title,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `${title}: a piece made by a browser journey.`,
    content: [{ type: 'paragraph', children: [{ type: 'text', text: `${title}, in words.` }] }],
    featureImage: picture?.id,
  });
  return created.data.documentId;
}

export const articlePath = (documentId?: string) => (documentId ? `${BLOGS}/${documentId}` : BLOGS);

/**
 * Opens an admin address and waits until its screen has loaded: the admin is a large
 * single-page app, and on a busy machine its first screen takes tens of seconds.
 */
export async function openInAdmin(page: Page, url: string) {
  await page.goto(url);
  // The home's widgets are landmarks of their own: the page's first main is the screen's.
  await expect(page.getByRole('main').first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Loading content.')).toHaveCount(0, { timeout: 90_000 });
}
