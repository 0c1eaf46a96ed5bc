import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnWeb, type OwnWeb } from './support/own-web';
import { runningStack } from './support/stack';
import {
  answerProblem,
  dripConnections,
  poll,
  send,
  webWorstInputs,
  type WebProbe,
} from './support/web-worst-inputs';

// Through the web server, its own endpoints (server functions, search, the CMS webhook,
// /uploads) and the quiz-service behind its /api proxy get their worst inputs
// (support/web-worst-inputs.ts) while connections drip their bytes one at a time and a cheap
// web answer (/favicon.svg) and the proxied /api/health are asked every 10 ms: each input gets
// its exact answer, and both keep answering meanwhile. A web server of the check's own
// (support/own-web.ts) stands in front of the running stack with production's settings.
//
// How long any of it takes is the benchmark's (`npm run bench -- --only=hostile`: the slowest
// refusal, how long the cheap answer and /api/health waited, judged by budgets in
// docs/performance.md). A request that never answers still fails here: send() gives up after
// 60 s, which only a hang reaches.

const stack = runningStack();
let web: OwnWeb;
let dripping: Socket[] = [];
const probes = webWorstInputs(stack.urls.web);
const json = { 'content-type': 'application/json', origin: stack.urls.web };

/** Each probe in turn, with the cheap answer and /api/health polled meanwhile. */
async function checkAll(list: WebProbe[]) {
  const problems: string[] = [];
  for (const probe of list) {
    const cheap = poll(web.url, '/favicon.svg');
    const health = poll(web.url, '/api/health');
    const answer = await send(web.url, probe);
    const polls = await Promise.all([cheap(), health()]);
    const problem = answerProblem(probe, answer);
    if (problem) problems.push(problem);
    for (const [path, polled] of [
      ['/favicon.svg', polls[0]],
      ['/api/health', polls[1]],
    ] as const) {
      if (polled.failed) problems.push(`${probe.name}: ${polled.failed}`);
      if (polled.answered === 0) problems.push(`${probe.name}: ${path} never answered`);
    }
  }
  expect(problems).toEqual([]);
}

beforeAll(async () => {
  web = await startOwnWeb(stack);
  dripping = dripConnections(web.url);
});

afterAll(async () => {
  for (const socket of dripping) socket.destroy();
  await web?.stop();
});

describe('the web server and what it proxies answer the worst inputs as they must', () => {
  it('the quiz-service through /api: the longest e-mail it reads, and the 160,000-dot attack', async () => {
    await checkAll(probes.quiz);
  });

  it("the web's own endpoints: server functions, search, the CMS webhook, media", async () => {
    await checkAll(probes.web);
  });

  it('a forged X-Forwarded-For through the web changes nothing: the reader is still limited', async () => {
    // The confirm link's checks are limited per address (30 in 15 minutes); a new forged
    // address on each request must not make a new reader.
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const answer = await send(web.url, {
        method: 'POST',
        path: '/api/newsletter/confirm',
        headers: { ...json, 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ token: `forged-${'x'.repeat(24)}-${i}` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('a forged X-Forwarded-For straight to the quiz-service is not believed either', async () => {
    // Without the web's proof (FORWARDED_FOR_SECRET) the service counts the connection's own
    // address, whatever the header names: the confirm link's checks still run out.
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      const answer = await send(stack.urls.quiz.replace('localhost', '127.0.0.1'), {
        method: 'POST',
        path: '/api/newsletter/confirm',
        headers: { ...json, 'x-forwarded-for': `198.51.100.${i + 101}` },
        body: JSON.stringify({ token: `direct-${'x'.repeat(24)}-${i}` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });
});
