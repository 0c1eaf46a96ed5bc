// The `origin` part of `npm run bench`: a warm article from the web server alone, as a browser
// asks for it (`accept-encoding: br`), at 50 connections. The web keeps each page for everyone
// compressed once and writes those bytes as they are (web/server/http/shared-pages.ts),
// so this measures how close the Node server comes to the machine's limit for one answer with
// no cache in front. Judged by the median of the runs (3 in a full run), each by wrk (wrk.mjs):
// autocannon, in Node on the same two cores, reaches its own ceiling before the server does.
// The runs follow an uncounted warm-up at the same load (wrk.mjs, warmUp).
import { rawAnswer } from './raw-answer.mjs';
import { warmUp, wrkTest } from './wrk.mjs';
import { median } from './stats.mjs';

/** At least this many requests/s, and a p99 of at most this many milliseconds. */
export const ORIGIN_REQUESTS_PER_SECOND = 5000;
export const ORIGIN_P99_MS = 50;

/**
 * Asks for `url` until the web has kept it (an ETag and the same bytes twice); the bytes counted
 * are those sent, compressed.
 */
async function warm(url, headers) {
  for (let i = 0; i < 10; i++) {
    const first = await rawAnswer(url, headers);
    const again = await rawAnswer(url, headers);
    if (
      first.status === 200 &&
      again.body.equals(first.body) &&
      again.headers.etag === first.headers.etag
    )
      return { bytes: again.body.length, encoding: again.headers['content-encoding'] };
  }
  throw new Error(`${url} never answered the same bytes twice: is it kept?`);
}

export async function measureOrigin({ url, connections, seconds, runs, log }) {
  const headers = { 'accept-encoding': 'br' };
  const page = await warm(url, headers);
  await warmUp({ url, connections, headers });
  const results = [];
  for (let i = 1; i <= runs; i++) {
    log(`[bench] the article from the web alone, br (run ${i} of ${runs})…`);
    results.push(await wrkTest({ url, connections, duration: seconds, headers }));
  }
  const origin = {
    url,
    ...page,
    connections,
    requestsPerSecond: median(results.map((run) => run.requestsPerSecond)),
    p99Ms: median(results.map((run) => run.p99Ms)),
    errors: results.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
    runs: results,
  };
  log(`[bench] origin: ${JSON.stringify(origin)}`);
  return origin;
}

export function originBudgets(o) {
  const spread = (key) => o.runs.map((run) => run[key]).join(', ');
  return [
    {
      id: 'origin-article',
      area: 'Web server alone',
      budget: `a warm article, accept-encoding: br, 50 connections: ≥ ${ORIGIN_REQUESTS_PER_SECOND.toLocaleString('en')} requests/s, p99 ≤ ${ORIGIN_P99_MS} ms, zero errors (median of ${o?.runs.length ?? 3} runs)`,
      measured: o
        ? `${o.requestsPerSecond} requests/s (runs ${spread('requestsPerSecond')}), p99 ${o.p99Ms} ms (runs ${spread('p99Ms')}), ${o.errors} errors; ${o.bytes} bytes ${o.encoding}`
        : 'not run',
      met: o
        ? o.requestsPerSecond >= ORIGIN_REQUESTS_PER_SECOND &&
          o.p99Ms <= ORIGIN_P99_MS &&
          o.errors === 0
        : null,
    },
  ];
}
