import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerRequest } from 'srvx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy } from './proxy';

/** Two stand-ins: the quiz-service and the CMS, each remembering the headers it was sent. */
const seen: Record<'quiz' | 'cms', IncomingHttpHeaders[]> = { quiz: [], cms: [] };
const servers = (['quiz', 'cms'] as const).map((name) =>
  createServer((request, response) => {
    seen[name].push(request.headers);
    response.end('{}');
  }),
);
const origins: string[] = [];

beforeAll(async () => {
  for (const server of servers) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

/** A reader's request as srvx hands it over: with the address that connected. */
function readerRequest(path: string, headers: Record<string, string>): ServerRequest {
  const request = new Request(`http://localhost:3000${path}`, { headers });
  return Object.assign(request, { ip: '203.0.113.7' }) as unknown as ServerRequest;
}

describe('the /api and /uploads proxy', () => {
  it("proves the reader's address to the quiz-service only, never passing on a client's proof", async () => {
    const [quiz, cms] = origins as [string, string];
    const proxy = createProxy({ trustedProxies: 0, proof: { origin: quiz, secret: 's3cret' } });
    const forged = { 'x-forwarded-for': '198.51.100.1', 'x-apogee-forwarded-secret': 'guess' };
    expect((await proxy(readerRequest('/api/health', forged), quiz)).status).toBe(200);
    expect((await proxy(readerRequest('/uploads/a.jpg', forged), cms)).status).toBe(200);
    expect(seen.quiz.at(-1)?.['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.quiz.at(-1)?.['x-apogee-forwarded-secret']).toBe('s3cret');
    expect(seen.cms.at(-1)?.['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.cms.at(-1)?.['x-apogee-forwarded-secret']).toBeUndefined();
  });
});
