import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timedLoadTest } from '../lib/load.mjs';

describe('timedLoadTest', () => {
  // Two answers in three a 404 at once, the third a 200 after a 3 ms wait: were the 404s
  // timed, the median would be under 3 ms.
  let server;
  let url;
  beforeAll(async () => {
    let count = 0;
    server = createServer((_request, response) => {
      count += 1;
      if (count % 3 !== 0) return response.writeHead(404).end('no');
      setTimeout(() => response.writeHead(200).end('yes'), 3);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('ranks the times of the 2xx answers, not the whole milliseconds of the histogram', async () => {
    const summary = await timedLoadTest({ url, connections: 2, amount: 60 });
    expect(summary.requests).toBe(60);
    expect(summary.non2xx).toBe(40);
    expect(summary.p50Ms).toBeGreaterThanOrEqual(3);
    expect(summary.p99Ms).toBeGreaterThanOrEqual(summary.p50Ms);
  });
});
