/**
 * Starts the compiled CMS once for the whole test run: a fresh SQLite database in a temporary
 * folder (or, with CMS_TEST_DATABASE_URL set, a fresh PostgreSQL database `<that URL's database>_cms` on
 * that server), a development administrator, and a local receiver for the cache-purge webhook.
 * The sample content is seeded by the CMS's own first start, as on a new machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import {
  ADMIN,
  NEVER_ANSWERED_ID,
  NEWSROOM_AUTHOR,
  NEWSROOM_EDITOR,
  NEWSLETTER_SENDS_PATH,
  QUESTION_FIGURES,
  QUESTION_STATS_PATH,
  SHARED,
  type ReceivedWebhook,
} from './constants';

const CMS_ROOT = path.resolve(__dirname, '..', '..');
/**
 * Named after the database of CMS_TEST_DATABASE_URL, so that runs given different databases on
 * one server (CI's per-run database, a developer's own) never drop each other's.
 */
function testDatabaseName(serverUrl: string): string {
  const name = `${new URL(serverUrl).pathname.slice(1) || 'apogee'}_cms`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) {
    throw new Error(`CMS_TEST_DATABASE_URL must name a plain database (letters, digits, _).`);
  }
  return name;
}
const START_TIMEOUT_MS = 300_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Records every webhook call (and answers the quiz-service's figures route); tests read them back with GET /received. */
function startWebhookReceiver(): Promise<{ server: Server; url: string }> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/received') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(received));
      return;
    }
    if (request.method === 'GET' && request.url?.startsWith(QUESTION_STATS_PATH)) {
      answerQuestionStats(request, response, received);
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization ?? null,
        // A GET (the newsroom asking who sent stories) has no body; an import's CSV is kept raw.
        body: parseBody(body),
      });
      if (request.method === 'POST' && request.url === NEWSLETTER_SENDS_PATH) {
        answerNewsletterSend(JSON.parse(body || '{}') as Record<string, unknown>, response);
        return;
      }
      response.statusCode = 204;
      response.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/**
 * The quiz-service's newsletter sends as the CMS meets them: 201 with the new send's report, and
 * 409 for a send key it has already seen (the service's guard against a second send).
 */
const newsletterSendKeys = new Set<string>();
function answerNewsletterSend(send: Record<string, unknown>, response: ServerResponse) {
  const key = String(send.dedupeKey);
  response.setHeader('content-type', 'application/json');
  if (newsletterSendKeys.has(key)) {
    response.statusCode = 409;
    response.end(
      JSON.stringify({ error: { message: 'This has already been sent or scheduled.' } }),
    );
    return;
  }
  newsletterSendKeys.add(key);
  response.statusCode = 201;
  response.end(
    JSON.stringify({
      id: randomUUID(),
      dedupeKey: key,
      status: send.scheduledAt ? 'scheduled' : 'preparing',
      scheduledAt: send.scheduledAt ?? new Date().toISOString(),
    }),
  );
}

function parseBody(text: string): ReceivedWebhook['body'] {
  try {
    return JSON.parse(text || '{}') as ReceivedWebhook['body'];
  } catch {
    return { event: '', model: '', documentId: null, slug: null, raw: text };
  }
}

/**
 * The quiz-service's answer figures (GET /api/internal/quiz/question-stats?ids=a,b): every
 * question answered as QUESTION_FIGURES says, except NEVER_ANSWERED_ID; a question id starting
 * with "offline" makes it fail, as a quiz-service that is down would.
 */
function answerQuestionStats(
  request: IncomingMessage,
  response: ServerResponse,
  received: ReceivedWebhook[],
) {
  const url = new URL(request.url ?? '/', 'http://receiver');
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
  received.push({
    path: `${url.pathname}${url.search}`,
    authorization: request.headers.authorization ?? null,
    // A GET has no body: an empty one, as for the newsroom's other calls.
    body: { event: '', model: '', documentId: null, slug: null },
  });
  if (ids.some((id) => id.startsWith('offline'))) {
    response.statusCode = 503;
    response.end();
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      stats: ids.map((questionId) =>
        questionId === NEVER_ANSWERED_ID
          ? { questionId, answers: 0, correct: 0, correctRate: null }
          : { questionId, ...QUESTION_FIGURES },
      ),
    }),
  );
}

/** A database of our own on the given server, created empty. */
async function freshPostgresDatabase(serverUrl: string): Promise<string> {
  const database = testDatabaseName(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function waitForStart(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The CMS did not start in time:\n${output()}`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      if (output().includes('Strapi started successfully')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The CMS exited (${code}) before it started:\n${output()}`));
    });
  });
}

export default async function setup(project: TestProject) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'apogee-cms-test-'));
  const receiver = await startWebhookReceiver();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    DATA_DIR: path.join(scratch, 'data'),
    CMS_PUBLIC_DIR: path.join(scratch, 'public'),
    CMS_WEBHOOK_URLS: `${receiver.url}/hook`,
    CMS_SEED_ADMIN_EMAIL: ADMIN.email,
    CMS_SEED_ADMIN_PASSWORD: ADMIN.password,
    CMS_SEED_EDITOR_EMAIL: NEWSROOM_EDITOR.email,
    CMS_SEED_EDITOR_PASSWORD: NEWSROOM_EDITOR.password,
    CMS_SEED_AUTHOR_EMAIL: NEWSROOM_AUTHOR.email,
    CMS_SEED_AUTHOR_PASSWORD: NEWSROOM_AUTHOR.password,
    // Review notices go to the receiver too (the quiz-service would e-mail them).
    QUIZ_SERVICE_URL: receiver.url,
    CMS_SEED_SAMPLE_CONTENT: 'true',
    // Scheduled publishing is checked every second here (every minute by default).
    CMS_SCHEDULE_EVERY_SECONDS: '1',
    PUBLIC_URL: 'http://localhost:3000',
    ...SHARED,
    DATABASE_CLIENT: 'sqlite',
    DATABASE_URL: '',
  };
  const postgresServer = process.env.CMS_TEST_DATABASE_URL;
  if (postgresServer) {
    env.DATABASE_CLIENT = 'postgres';
    env.DATABASE_URL = await freshPostgresDatabase(postgresServer);
  }

  let log = '';
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(CMS_ROOT, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'],
    {
      cwd: CMS_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForStart(child, () => log);
  const seedLine = /Sample content seeded in [\d.]+ s[^\n]*/.exec(log)?.[0];
  console.log(
    `[cms tests] CMS on ${env.DATABASE_CLIENT} started in ${((Date.now() - started) / 1000).toFixed(1)} s. ${seedLine ?? ''}`,
  );

  project.provide('cmsUrl', `http://127.0.0.1:${port}`);
  project.provide('webhookReceiverUrl', receiver.url);
  project.provide('cmsLog', log);
  project.provide('cmsPublicDir', env.CMS_PUBLIC_DIR ?? '');
  // One editor session for every test file: the admin allows only a few logins a minute.
  const cmsAddress = `http://127.0.0.1:${port}`;
  project.provide('editorJwt', await signIn(cmsAddress, ADMIN));
  project.provide('newsroomEditorJwt', await signIn(cmsAddress, NEWSROOM_EDITOR));
  project.provide('authorJwt', await signIn(cmsAddress, NEWSROOM_AUTHOR));

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(null);
      child.once('exit', resolve);
      setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 10_000).unref();
    });
    receiver.server.close();
    rmSync(scratch, { recursive: true, force: true });
    if (postgresServer) {
      const admin = new pg.Client({ connectionString: postgresServer });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${testDatabaseName(postgresServer)} WITH (FORCE)`);
      await admin.end();
    }
  };
}

async function signIn(cmsUrl: string, account: { email: string; password: string }) {
  const response = await fetch(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const answer = (await response.json()) as { data?: { token?: string } };
  if (!answer.data?.token) throw new Error(`${account.email} could not log in: ${response.status}`);
  return answer.data.token;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
    webhookReceiverUrl: string;
    cmsLog: string;
    /** The CMS's public folder: media files are in its uploads/. */
    cmsPublicDir: string;
    editorJwt: string;
    newsroomEditorJwt: string;
    authorJwt: string;
  }
}
