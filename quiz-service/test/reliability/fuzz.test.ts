import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCms, type FakeCms } from '../support/fake-cms';
import { SITE, freshIp, login, signUp } from '../support/helpers';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  fuzzBody,
  fuzzHeaders,
  fuzzParam,
  fuzzQuery,
  pathPiece,
  queryString,
  type FuzzBody,
} from './hostile-requests';
import { listRoutes, type RouteEntry } from './route-list';
import { countRows } from './stored-rows';

// Quick by default (every route, 30 requests each); RELIABILITY_FUZZ_RUNS raises it for
// `npm run test:reliability`.
const RUNS = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 30);
const SEED = process.env.RELIABILITY_FUZZ_SEED
  ? Number(process.env.RELIABILITY_FUZZ_SEED)
  : undefined;

let cms: FakeCms;
let t: TestApp;
let cookie: string;
let userId: string;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

// Read at import so the test list (one per route) is known before the app exists.
const ROUTES = await (async () => {
  const probe = await createTestApp();
  try {
    return listRoutes(probe.app);
  } finally {
    await probe.close();
  }
})();

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url, publicUrl: SITE });
  const user = await signUp(t.app);
  userId = user.id;
  cookie = await login(t.app, user.username);
});

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await t?.close();
  await cms?.close();
});

function request(
  route: RouteEntry,
  input: {
    params: string[];
    ownId: boolean;
    query: Record<string, string | string[]>;
    body: FuzzBody;
    headers: Record<string, string>;
    signedIn: boolean;
  },
): InjectOptions {
  let index = 0;
  const path = route.url.replace(/:(\w+)/g, () => {
    const value = input.ownId ? userId : (input.params[index] ?? 'x');
    index += 1;
    return pathPiece(value);
  });
  const headers: Record<string, string> = { ...input.headers };
  if (input.signedIn) {
    headers.cookie = cookie;
    headers.origin = SITE;
  }
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: path + queryString(input.query),
    headers,
    remoteAddress: freshIp(),
  };
  if (route.method === 'GET' || input.body.kind === 'none') return options;
  if (input.body.kind === 'json') {
    headers['content-type'] = input.body.contentType;
    options.payload = JSON.stringify(input.body.value) ?? 'null';
  } else {
    if (input.body.body.contentType) headers['content-type'] = input.body.body.contentType;
    options.payload = input.body.body.payload;
  }
  return options;
}

describe('every route survives hostile requests', () => {
  it('finds the routes of the current API and of the old one', () => {
    const urls = ROUTES.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/auth/signup');
    expect(urls).toContain('PUT /api/profile/:userId');
    expect(urls).toContain('POST /api/legacy/user/login');
    expect(urls).toContain('GET /api/legacy/blog/individualBlog/:slug');
    expect(ROUTES.length).toBeGreaterThan(40);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.url}: no 5xx, no stored row from a refused request`, async () => {
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.array(fuzzParam, { minLength: 2, maxLength: 2 }),
            ownId: fc.boolean(),
            query: fuzzQuery,
            body: fuzzBody,
            headers: fuzzHeaders,
            signedIn: fc.boolean(),
          }),
          async (input) => {
            const options = request(route, input);
            const before = await countRows(t.app.db);
            const res = await t.app.inject(options);
            const after = await countRows(t.app.db);
            if (res.statusCode >= 500)
              failures.push(`${res.statusCode} for ${options.method} ${options.url}: ${res.body}`);
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 400)
              expect(after, `rows after ${res.statusCode}`).toEqual(before);
            // Error answers keep the one error shape, so clients can always show a message.
            if (
              res.statusCode >= 400 &&
              route.url.startsWith('/api/') &&
              !route.url.startsWith('/api/legacy/')
            )
              expect(res.json()).toMatchObject({
                error: { code: expect.any(String), message: expect.any(String) },
              });
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      expect(failures).toEqual([]);
      expect(unhandled).toEqual([]);
      // Parsed bodies must never reach Object.prototype.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }, 300_000);
  }
});
