import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOG_DIR, ROOT } from './paths';

export const SITE = 'http://localhost:3000';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `quiz-service exited (${child.exitCode ?? child.signalCode}) before answering`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`quiz-service did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * The quiz-service as a real process (from its sources, so fixes need no build), in its own
 * process group so it can be killed with SIGKILL like a crashed machine. Its output is kept in
 * `.data/reliability/logs/<name>.log`.
 */
export async function startQuizService(name: string, env: Record<string, string>) {
  mkdirSync(LOG_DIR, { recursive: true });
  const log = createWriteStream(join(LOG_DIR, `${name}.log`), { flags: 'a' });
  const port = Number(env.QUIZ_PORT ?? (await freePort()));
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'apogee-reliability-'));
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    QUIZ_HOST: '127.0.0.1',
    PUBLIC_URL: SITE,
    DATA_DIR: dataDir,
    ...env,
    QUIZ_PORT: String(port),
  };
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const launch = async () => {
    child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: join(ROOT, 'quiz-service'),
      env: fullEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    await waitUntilAnswering(`${url}/api/health`, child);
  };

  const signal = async (sig: NodeJS.Signals) => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    try {
      process.kill(-(running.pid as number), sig);
    } catch {
      // already gone
    }
    await exited;
  };

  await launch();
  return {
    url,
    port,
    dataDir,
    /** SIGKILL to the whole process group: no shutdown hook runs. */
    kill: () => signal('SIGKILL'),
    restart: launch,
    async stop() {
      await signal('SIGTERM');
      log.end();
      // A data folder made here (outbox, avatars) is this process's alone.
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type QuizServiceProcess = Awaited<ReturnType<typeof startQuizService>>;

/** Signs a reader up and logs in over HTTP; returns the cookie to send back. */
export async function signedInReader(baseUrl: string, tag: string, password: string) {
  const username = `reader${tag}`;
  const headers = { 'content-type': 'application/json', origin: SITE };
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Nadia',
      lastName: 'Orbit',
      username,
      email: `${username}@example.com`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ emailOrUsername: username, password }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { username, email: `${username}@example.com`, cookie };
}
