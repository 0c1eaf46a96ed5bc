import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LOG_DIR, ROOT } from './paths';
import type { Stack } from './stack';

export interface OwnWeb {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * A web server of the check's own in front of the running stack's quiz-service and CMS, with
 * production's settings (no proxy believed in front, WEB_TRUSTED_PROXIES=0), where the
 * stack's web believes the harness's X-Forwarded-For so each journey is a reader of its own.
 * RELIABILITY_WEB_DIR runs another checkout's web (to show the check fails on older code).
 */
export async function startOwnWeb(stack: Stack): Promise<OwnWeb> {
  const port = await freePort();
  const dir = process.env.RELIABILITY_WEB_DIR ?? join(ROOT, 'web');
  const log = createWriteStream(join(LOG_DIR, 'web-inputs-web.log'), { flags: 'a' });
  // The web's own start script: the bundled server (or whatever another checkout runs).
  const child = spawn('npm', ['--silent', 'start'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...stack.secrets,
      NODE_ENV: 'production',
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(port),
      WEB_TRUSTED_PROXIES: '0',
      PUBLIC_URL: stack.urls.web,
      QUIZ_SERVICE_URL: stack.urls.quiz,
      CMS_URL: stack.urls.cms,
      DATA_DIR: stack.dataDir,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the web server stopped: see ${LOG_DIR}`);
    const ready = await fetch(`${url}/favicon.svg`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the web server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      log.end();
    },
  };
}
