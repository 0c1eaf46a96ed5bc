import autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { articleSlugs, reader, topology } from './support/topology';

const { urls } = topology();

/** Requests per second through the balancer for a few seconds (printed, never judged). */
async function rate(url: string, path: string, cookie?: string, duration = 5) {
  const result = await autocannon({
    url,
    connections: 20,
    duration,
    timeout: 30,
    requests: [{ method: 'GET', path, ...(cookie ? { headers: { cookie } } : {}) }],
  });
  expect(result.non2xx + result.errors, `${url}${path}`).toBe(0);
  return result.requests.average;
}

describe('figures: requests/s through nginx, two web replicas against one', () => {
  it('prints the ratio for an anonymous and a signed-in article', async () => {
    const [slug] = await articleSlugs();
    const { cookie } = await reader('figures', urls.quiz1, urls.web, '198.51.100.40');
    // Both replicas warmed first (caches filled, code compiled on first use): the figures
    // compare serving, and the first run measured is not the one that pays for the warm-up.
    await rate(urls.web, `/${slug}`, undefined, 3);
    await rate(urls.web, `/${slug}`, cookie, 3);
    const rows = [];
    for (const [kind, who] of [
      ['anonymous', undefined],
      ['signed in', cookie],
    ] as const) {
      const one = await rate(urls.webSingle, `/${slug}`, who);
      const two = await rate(urls.web, `/${slug}`, who);
      rows.push({
        article: kind,
        'one replica (req/s)': Math.round(one),
        'two replicas (req/s)': Math.round(two),
        ratio: Number((two / one).toFixed(2)),
      });
    }
    console.log('\nrequests/s through nginx, 20 connections, 5 s each, on this machine:');
    console.table(rows);
  }, 120_000);
});
