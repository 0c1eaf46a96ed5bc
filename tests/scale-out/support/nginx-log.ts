import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { topology } from './topology';

/**
 * Requests nginx had passed to one of `ports` when that replica died: the errors it logs while
 * reading an answer (one [error] line each; a refused connection is not one, nginx sends that
 * request elsewhere). POSTs among them cannot be retried: nginx does not send a request that
 * may have changed something twice. `since`: bytes of the log to skip (its size before).
 */
export function inFlightLost(ports: number[], since: number) {
  const lost = nginxErrorLog()
    .slice(since)
    .split('\n')
    .filter(
      (line) =>
        line.includes('[error]') &&
        line.includes('while reading response header from upstream') &&
        ports.some((port) => line.includes(`upstream: "http://127.0.0.1:${port}/`)),
    );
  const byPort = Object.fromEntries(
    ports.map((port) => [port, lost.filter((line) => line.includes(`:${port}/`)).length]),
  );
  return { total: lost.length, posts: lost.filter((l) => l.includes('"POST ')).length, byPort };
}

export function nginxErrorLog(): string {
  try {
    return readFileSync(join(topology().dataDir, 'nginx/logs/error.log'), 'utf8');
  } catch {
    return '';
  }
}
