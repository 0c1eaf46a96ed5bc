// The web server's page rewriting against the markup TanStack Start really renders: a Start
// upgrade that changes how a page names its entry, its module preloads, its inline scripts or
// its nonces fails here instead of on a reader's phone.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dist, startBuiltServer, startManifest, type BuiltServer } from './built-server';

/** Every tag of one kind in `html`, as written. */
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) => match[0]);
/** An attribute's value in a tag, or undefined. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** The nonce the Content-Security-Policy allows scripts with. */
const cspNonce = (response: Response) =>
  /script-src 'self' 'nonce-([^']+)'/.exec(
    response.headers.get('content-security-policy') ?? '',
  )?.[1];
/** The script sources of a Content-Security-Policy. */
const scriptSources = (response: Response) =>
  /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
/** Each inline script's text in `html`, as written. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '');
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a page served by the built web server (dist/web-server.js)', () => {
  let server: BuiltServer;
  let manifest: Awaited<ReturnType<typeof startManifest>>;
  /** The login page: the same for every signed-out reader, and it needs no CMS content. */
  const page = '/login';

  beforeAll(async () => {
    manifest = await startManifest();
    server = await startBuiltServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  it('loads its modules after the page: no entry script or module preload left in the HTML', async () => {
    const response = await get(page);
    expect(response.status).toBe(200);
    const html = await response.text();
    const entry = manifest.__root__?.scripts?.[0]?.attrs.src;
    expect(entry).toMatch(/^\/assets\/[\w.-]+\.js$/);
    // Start's entry tag was swapped for the loader that adds it once the page has loaded.
    expect(tags(html, 'script').filter((tag) => attribute(tag, 'src'))).toEqual([]);
    expect(html.split(`s.src=${JSON.stringify(entry)}`)).toHaveLength(2);
    // Every module the manifest preloads for this page waits for the load too.
    expect(tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'modulepreload')).toEqual(
      [],
    );
    const deferred = tags(html, 'link')
      .filter((tag) => attribute(tag, 'rel') === 'x-after-load')
      .map((tag) => attribute(tag, 'href'));
    const preloads = [...(manifest.__root__?.preloads ?? []), ...(manifest[page]?.preloads ?? [])];
    expect(preloads.length).toBeGreaterThan(1);
    expect(new Set(deferred)).toEqual(new Set(preloads));
    for (const href of [entry, ...deferred])
      expect(existsSync(join(dist, 'client', href ?? '')), href).toBe(true);
  });

  it('lists the hash of every inline script in its Content-Security-Policy, and no nonce', async () => {
    const response = await get(page);
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scriptSources(response)).toEqual([
      "'self'",
      "'strict-dynamic'",
      ...new Set(scripts.map(sha256)),
    ]);
    expect(response.headers.get('content-security-policy')).not.toContain('nonce');
    expect(html).not.toMatch(/\snonce=/);
    expect(tags(html, 'meta').find((tag) => attribute(tag, 'property') === 'csp-nonce')).toBe(
      undefined,
    );
  });

  it('gives two readers byte-identical HTML with the same strong ETag, in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(page, { 'accept-encoding': encoding });
      const second = await get(page, { 'accept-encoding': encoding });
      const a = Buffer.from(await first.arrayBuffer());
      const b = Buffer.from(await second.arrayBuffer());
      expect(a.equals(b), encoding).toBe(true);
      expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(first.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
    }
  });

  it('carries the production headers, and answers a revalidation with 304', async () => {
    const response = await get(page);
    await response.text();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/upgrade-insecure-requests$/);
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400',
    );
    expect(response.headers.get('surrogate-key')).toMatch(/^site( |$)/);
    const etag = response.headers.get('etag') ?? '';
    const again = await get(page, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    // The same page's scripts: the policy the browser stored still fits.
    expect(again.headers.get('content-security-policy')).toBe(csp);
  });

  it('renders a personal page with a nonce of its own, kept by no cache', async () => {
    const response = await get(page, { cookie: 'apogee_session=built-site-check-session' });
    const nonce = cspNonce(response);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('surrogate-key')).toBeNull();
    const html = await response.text();
    const scripts = tags(html, 'script');
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(attribute(tag, 'nonce'), tag).toBe(nonce);
    // The browser's router reads the nonce back from here for the scripts it adds later.
    const meta = tags(html, 'meta').find((tag) => attribute(tag, 'property') === 'csp-nonce');
    expect(meta && attribute(meta, 'content')).toBe(nonce);
  });

  it('sends pages compressed with brotli when the browser takes it', async () => {
    const response = await get(page, { 'accept-encoding': 'br, gzip' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toContain('</html>');
  });

  it('serves the entry module precompressed with a year of immutable caching', async () => {
    const entry = manifest.__root__?.scripts?.[0]?.attrs.src ?? '';
    const response = await get(entry, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('renders a page for everyone without the reader’s session, and a personal page with it', async () => {
    const session = 'apogee_session=built-site-check-session';
    const sessionsSeen = () =>
      server.quizRequests.filter((request) => request.cookie?.includes(session)).length;
    const before = sessionsSeen();
    // /quizzes asks the quiz-service for a visitor's first question while it renders.
    const visitor = await get('/quizzes', { cookie: 'cookieAccepted=true' });
    const reader = await get('/quizzes', { cookie: `${session}; cookieAccepted=true` });
    expect([visitor.status, reader.status]).toEqual([200, 200]);
    expect(reader.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=/);
    expect(reader.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
    const html = await reader.text();
    // The reader's parts wait for the browser: no visitor's Login, no server-asked question.
    expect(html).toContain('account-menu--placeholder');
    expect(html).not.toContain('site-header__login');
    expect(html).toContain('quiz-card--pending');
    expect(sessionsSeen()).toBe(before);

    // The login page of a reader with a session cookie is theirs: the render asks who they are.
    const login = await get(page, { cookie: session });
    await login.text();
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    expect(sessionsSeen()).toBe(before + 1);
  });

  it('passes /api/* to the quiz-service with the one address it saw', async () => {
    const response = await get('/api/health', { 'x-forwarded-for': '203.0.113.9' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'GET',
      url: '/api/health',
      // WEB_TRUSTED_PROXIES is 0: what the client claimed is replaced by the address it came from.
      forwardedFor: '127.0.0.1',
      forwardedProto: 'http',
      forwardedProven: true,
    });
  });

  it("answers 404 for the quiz-service's internal routes, without asking it", async () => {
    const asked = server.quizRequests.length;
    for (const path of ['/api/internal/review-notices', '/api/%69nternal/story-submissions']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
    expect(server.quizRequests.length).toBe(asked);
  });
});

describe('the stylesheets the server build names', () => {
  it('are files of the client build (a page never links a stylesheet that is not there)', () => {
    // Vite names a stylesheet after the first chunk that imports it, and the two builds can
    // disagree: the quiz pages once linked /assets/PageQuiz-….css, which only the server knew.
    const serverAssets = join(dist, 'server', 'assets');
    const named = new Set<string>();
    for (const file of readdirSync(serverAssets).filter((name) => name.endsWith('.js')))
      for (const match of readFileSync(join(serverAssets, file), 'utf8').matchAll(
        /\/assets\/([\w.-]+\.css)/g,
      ))
        named.add(match[1] ?? '');
    expect(named.size).toBeGreaterThan(0);
    for (const css of named)
      expect(existsSync(join(dist, 'client', 'assets', css)), css).toBe(true);
  });
});
