// web/server/server.ts as it runs in production, bundled beside the app that `vite build` left in
// dist/ (skipped when there is no build): the health paths, the drain on SIGTERM, and a
// content change heard on Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentChangesChannel } from '@apogee/contracts/content-changes';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../../scripts/lib/bundle-server.mjs';

const webDir = fileURLToPath(new URL('../..', import.meta.url));
const built = existsSync(join(webDir, 'dist/server/server.js'));
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

describe.runIf(built)('the built web server as a replica', () => {
  // Its own folder, so the dist/ another build or harness uses is left alone.
  const dir = join(webDir, `.replica-test-${randomBytes(4).toString('hex')}`);
  let child: ChildProcess;
  let port: number;
  let output = '';
  let readerHostReads = 0;
  let cms: Server;
  let quiz: Server;

  beforeAll(async () => {
    mkdirSync(dir);
    symlinkSync(join(webDir, 'dist/server'), join(dir, 'server'));
    symlinkSync(join(webDir, 'dist/client'), join(dir, 'client'));
    await bundleServer({
      workspace: webDir,
      entry: 'server/server.ts',
      outfile: join(dir, 'web-server.js'),
    });
    cms = createServer((req, res) => {
      if (req.url?.startsWith('/api/site-setting')) readerHostReads += 1;
      res.statusCode = req.url === '/_health' ? 204 : 404;
      res.end();
    });
    // A slow quiz-service: /api/* answers after a second and a half.
    quiz = createServer((_req, res) => {
      setTimeout(() => res.end(JSON.stringify({ slow: true })), 1500);
    });
    const [cmsUrl, quizUrl] = [await listen(cms), await listen(quiz)];
    port = await freePort();
    child = spawn(process.execPath, [join(dir, 'web-server.js')], {
      cwd: webDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'development',
        WEB_HOST: '127.0.0.1',
        WEB_PORT: String(port),
        CMS_URL: cmsUrl,
        QUIZ_SERVICE_URL: quizUrl,
        DRAIN_TIMEOUT_SECONDS: '10',
        DATA_DIR: join(dir, 'data'),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`web exited early:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/health/live`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`web did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await Promise.all([cms, quiz].map((s) => new Promise((r) => s?.close(r))));
    rmSync(dir, { recursive: true, force: true });
  });

  it('is ready: the CMS answers, Redis as configured', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect(res.status, output).toBe(200);
    expect(await res.json()).toEqual({
      ready: true,
      checks: { redis: redisUrl ? 'up' : 'unused', cms: 'up', draining: false },
    });
  });

  it.runIf(redisUrl)('purges on a change published on Redis', async () => {
    const before = readerHostReads;
    const admin = new Redis(redisUrl as string);
    try {
      await admin.publish(
        contentChangesChannel(redisUrl as string),
        JSON.stringify({
          event: 'entry.publish',
          model: 'blog',
          documentId: 'd',
          slug: 's',
          origin: 'q',
        }),
      );
    } finally {
      admin.disconnect();
    }
    // contentChanged() reads the CMS's reader hosts again: the sign it ran.
    const deadline = Date.now() + 5000;
    while (readerHostReads === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(readerHostReads).toBeGreaterThan(before);
    expect(output).not.toContain('could not purge');
  });

  it('drains on SIGTERM: slow requests finish with 200, latecomers get a 503 until the listener closes, exit 0', async () => {
    const slow = Array.from(
      { length: 3 },
      () =>
        new Promise<{ status: number; connection?: string }>((resolve, reject) => {
          const req = request(
            { host: '127.0.0.1', port, path: '/api/slow', agent: false },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    // New connections (fetch could reuse one its requests above kept alive).
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
    expect(await fresh('/health/ready'), output).toBe('status 503 retry-after -');
    expect(await fresh('/quizzes')).toBe('status 503 retry-after 1');
    // Once no request has come for half a second, the listener is closed.
    await new Promise((r) => setTimeout(r, 900));
    expect(await fresh('/quizzes')).toBe('ECONNREFUSED');
    for (const answer of await Promise.all(slow))
      expect(answer).toEqual({ status: 200, connection: 'close' });
    // Once the idle keep-alive connections of the probes above have closed (5 s at most).
    expect(await exited, output).toBe(0);
  }, 20_000);
});
