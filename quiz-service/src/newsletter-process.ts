import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** Restarts are spaced so a worker that cannot start does not spin. */
const RESTART_DELAY_MS = 5000;

/**
 * Starts the newsletter worker beside the service and starts it again if it dies. Built, it
 * is dist/newsletter-worker.js next to dist/server.js; from source, src/newsletter-worker.ts
 * run through tsx (npm run dev).
 */
export function startNewsletterProcess(log: FastifyBaseLogger): void {
  const built = fileURLToPath(new URL('./newsletter-worker.js', import.meta.url));
  const source = fileURLToPath(new URL('./newsletter-worker.ts', import.meta.url));
  const [entry, execArgv] = existsSync(built)
    ? [built, ['--max-old-space-size=256']]
    : [source, ['--import', 'tsx']];
  let child: ChildProcess | undefined;
  let stopping = false;
  const start = () => {
    child = fork(entry, [], { execArgv, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      log.error({ code, signal }, 'newsletter worker stopped; starting it again');
      setTimeout(start, RESTART_DELAY_MS).unref();
    });
  };
  start();
  process.on('exit', () => {
    stopping = true;
    child?.kill('SIGTERM');
  });
}
