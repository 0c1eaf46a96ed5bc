// The real process (src/server.ts through tsx, as tests/reliability starts it) drains on
// SIGTERM: requests in flight finish with 200, latecomers get a 503 until the listener closes,
// and it exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type ClientRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serviceDir = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'drain-test-purge-secret-0123456789abcdef';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let child: ChildProcess;
let port: number;
let dataDir: string;
let output = '';

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'apogee-drain-'));
  child = spawn(join(serviceDir, '../node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      QUIZ_HOST: '127.0.0.1',
      QUIZ_PORT: String(port),
      DATA_DIR: dataDir,
      CMS_WEBHOOK_SECRET: SECRET,
      DRAIN_TIMEOUT_SECONDS: '15',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`quiz-service exited early:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`quiz-service did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}, 120_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A webhook call whose body arrives in two parts: in flight until `finish()` is called. */
function slowWebhook() {
  const body = JSON.stringify({
    event: 'entry.publish',
    model: 'blog',
    documentId: 'x',
    slug: 'y',
  });
  let req: ClientRequest | undefined;
  const answer = new Promise<{ status: number; connection: string | undefined }>(
    (resolve, reject) => {
      req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/internal/cms-webhook',
          headers: {
            authorization: `Bearer ${SECRET}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
          agent: false,
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
          );
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
    },
  );
  return { answer, finish: () => req?.end(body.slice(10)) };
}

/** A GET on the agent's one kept-alive connection. */
function getOn(agent: Agent, path: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('SIGTERM', () => {
  it('lets requests in flight finish, refuses latecomers with a 503 until the listener closes, exits 0', async () => {
    // A balancer's kept-alive connection, idle when the signal comes.
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await getOn(keptAlive, '/api/health/live')).status).toBe(200);
    const slow = [slowWebhook(), slowWebhook(), slowWebhook()];
    // Let the three connections be accepted and their first bytes read.
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));

    // New connections (fetch could reuse one its polls above kept alive).
    const fresh = (path: string) =>
      new Promise<string>((resolve) => {
        const req = request({ host: '127.0.0.1', port, path, agent: false });
        req.on('response', (res) => {
          res.resume();
          resolve(`status ${res.statusCode} retry-after ${res.headers['retry-after'] ?? '-'}`);
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        req.end();
      });
    // Draining: not ready, and a request that still arrives is refused for the balancer to
    // send elsewhere, not reset.
    expect(await fresh('/api/health/ready'), output).toBe('status 503 retry-after -');
    expect(await fresh('/api/quiz/daily')).toBe('status 503 retry-after 1');
    // Once no request has come for half a second, the listener is closed.
    await new Promise((r) => setTimeout(r, 900));
    expect(await fresh('/api/quiz/daily')).toBe('ECONNREFUSED');
    // The idle connection was not cut under a request written on it: answered, then closed.
    expect(await getOn(keptAlive, '/api/health/ready')).toEqual({
      status: 503,
      connection: 'close',
    });

    for (const s of slow) s.finish();
    const answers = await Promise.all(slow.map((s) => s.answer));
    for (const a of answers) expect(a).toEqual({ status: 200, connection: 'close' });
    expect(await exited, output).toBe(0);
  });
});
