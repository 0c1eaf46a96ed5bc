import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tagsForContentChange } from '@apogee/contracts/cache-tags';
import { describe, expect, it, vi } from 'vitest';
import { scriptHashSource } from '../security/script-hashes';
import { isSecured } from '../security/secured-answers';
import { SHARED_PAGE_CACHE_CONTROL, createSharedPages } from './shared-pages';

const SCRIPT = 'window.__start()';
const html = (title: string, links = '') =>
  `<html><h1>${title}</h1>${links}${'<p>Thrust.</p>'.repeat(100)}<script>${SCRIPT}</script></html>`;
const page = (title: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(html(title), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });
const get = (path = '/concorde-legacy', headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://localhost${path}`, { method, headers });

/** Shared pages over a render that counts its calls and answers what `next` says. */
function setup(next: (request: Request) => Response | Promise<Response> = () => page('Concorde')) {
  let now = 1_000_000;
  const renders: string[] = [];
  const failures: unknown[] = [];
  const pages = createSharedPages({
    render: async (request) => {
      renders.push(new URL(request.url).pathname + new URL(request.url).search);
      return next(request);
    },
    securityHeaders: (hashes) => ({
      'content-security-policy': `script-src 'self' 'strict-dynamic' ${hashes.join(' ')}`,
      'x-frame-options': 'DENY',
    }),
    now: () => now,
    onRenderFailed: (error) => failures.push(error),
  });
  return { pages, renders, failures, advance: (ms: number) => (now += ms) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pages for everyone', () => {
  it('gives every reader the same bytes and ETag from one render, marked for shared caches', async () => {
    const { pages, renders } = setup();
    const first = await pages.answer(get());
    const second = await pages.answer(get());
    expect(renders).toEqual(['/concorde-legacy']);
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toBe(html('Concorde'));
    expect(b).toBe(a);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(SHARED_PAGE_CACHE_CONTROL).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300, stale-if-error=86400',
    );
    expect(second.headers.get('surrogate-key')).toBe('site article:concorde-legacy');
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // The page's own inline script, by hash; no nonce anywhere.
    expect(second.headers.get('content-security-policy')).toBe(
      `script-src 'self' 'strict-dynamic' ${scriptHashSource(SCRIPT)}`,
    );
    // Kept with the page: the server's security step has nothing to add to its answers.
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(isSecured(second)).toBe(true);
  });

  it('keeps brotli, gzip and plain bytes of one page, each with its own strong ETag', async () => {
    const { pages, renders } = setup();
    const br = await pages.answer(get('/concorde-legacy', { 'accept-encoding': 'gzip, br' }));
    const gz = await pages.answer(get('/concorde-legacy', { 'accept-encoding': 'gzip' }));
    const plain = await pages.answer(get('/concorde-legacy', { 'accept-encoding': 'identity' }));
    expect(renders).toHaveLength(1);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(brBytes.length));
    expect(brotliDecompressSync(brBytes).toString()).toBe(html('Concorde'));
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html('Concorde'));
    expect(await plain.text()).toBe(html('Concorde'));
    const etag = plain.headers.get('etag')!;
    expect(br.headers.get('etag')).toBe(etag.replace(/"$/, '-br"'));
    expect(gz.headers.get('etag')).toBe(etag.replace(/"$/, '-gz"'));
  });

  it('answers 304 to whoever holds the page, in any encoding, without rendering', async () => {
    const { pages, renders } = setup();
    const first = await pages.answer(get('/concorde-legacy', { 'accept-encoding': 'br' }));
    const etag = first.headers.get('etag')!;
    const again = await pages.answer(
      get('/concorde-legacy', { 'accept-encoding': 'br', 'if-none-match': etag }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(SHARED_PAGE_CACHE_CONTROL);
    const gzip = await pages.answer(
      get('/concorde-legacy', { 'accept-encoding': 'gzip', 'if-none-match': etag }),
    );
    expect(gzip.status).toBe(304);
    const other = await pages.answer(get('/concorde-legacy', { 'if-none-match': '"other"' }));
    expect(other.status).toBe(200);
    expect(renders).toHaveLength(1);
  });

  it('drops exactly the pages a publish names; an unrelated page stays kept', async () => {
    const { pages, renders } = setup((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/') return page('Home');
      if (path === '/voyager-at-50') return new Response(html('Voyager', '<a href="/x">x</a>'));
      return page('Article', {}, 200);
    });
    for (const path of ['/', '/concorde-legacy', '/voyager-at-50', '/category/rockets'])
      await pages.answer(get(path));
    expect(pages.size()).toBe(3); // the Voyager answer has no type: not a page, not kept
    renders.length = 0;
    const dropped = pages.purge(
      tagsForContentChange({ event: 'entry.publish', model: 'blog', slug: 'concorde-legacy' }),
    );
    expect(dropped).toBe(3); // the article, home and the category (a list)
    expect(pages.size()).toBe(0);
    await pages.answer(get('/concorde-legacy'));
    await pages.answer(get('/unrelated'));
    await pages.answer(get('/unrelated'));
    pages.purge(tagsForContentChange({ event: 'entry.publish', model: 'blog', slug: 'other' }));
    await pages.answer(get('/unrelated'));
    await pages.answer(get('/concorde-legacy'));
    expect(renders).toEqual(['/concorde-legacy', '/unrelated']);
  });

  it('after its period, stands in while one render makes the next, then answers the new page', async () => {
    let title = 'First';
    const { pages, renders, advance } = setup(() => page(title));
    const first = await pages.answer(get());
    advance(31_000);
    title = 'Second';
    const standIn = await pages.answer(get());
    expect(await standIn.text()).toBe(html('First'));
    expect(standIn.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(standIn.headers.get('age')).toBe('31');
    expect(standIn.headers.get('last-modified')).toBe(first.headers.get('last-modified'));
    const since = (date: string | null) =>
      pages.answer(get(undefined, { 'if-modified-since': date ?? '' }));
    expect((await since(first.headers.get('last-modified'))).status).toBe(304);
    expect((await since(new Date(0).toUTCString())).status).toBe(200);
    // The next render is compressed off the main thread: asked again until it is kept.
    await vi.waitFor(async () => {
      const next = await pages.answer(get());
      expect(await next.text()).toBe(html('Second'));
      expect(next.headers.get('age')).toBe('0');
      const renderedAfter = Date.parse(next.headers.get('last-modified') ?? '');
      const renderedFirst = Date.parse(first.headers.get('last-modified') ?? '');
      expect(renderedAfter - renderedFirst).toBe(31_000);
    });
    expect(renders).toHaveLength(2);
  });

  it('answers the kept page while renders fail, and the failure when nothing is kept', async () => {
    let failing = false;
    const { pages, advance } = setup(() => {
      if (failing) throw new Error('the CMS did not answer');
      return page('Concorde');
    });
    await pages.answer(get());
    failing = true;
    advance(3_600_000);
    const kept = await pages.answer(get());
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(html('Concorde'));
    await expect(pages.answer(get('/never-kept'))).rejects.toThrow('the CMS did not answer');
  });

  it('shares one render among the readers who ask while it is under way', async () => {
    let finish: (response: Response) => void = () => {};
    const { pages, renders } = setup(() => new Promise<Response>((resolve) => (finish = resolve)));
    const answers = Promise.all([pages.answer(get()), pages.answer(get()), pages.answer(get())]);
    await settle();
    finish(page('Concorde'));
    const texts = await Promise.all((await answers).map((answer) => answer.text()));
    expect(renders).toHaveLength(1);
    expect(new Set(texts)).toEqual(new Set([html('Concorde')]));
  });

  it('does not keep a render that a publish of what it shows overtook', async () => {
    let finish: (response: Response) => void = () => {};
    const { pages } = setup(() => new Promise<Response>((resolve) => (finish = resolve)));
    const answer = pages.answer(get());
    await settle();
    pages.purge(['article:concorde-legacy']);
    finish(page('Old'));
    expect((await answer).status).toBe(200);
    expect(pages.size()).toBe(0);
  });

  it('never keeps a one-off query, however many different ones are asked', async () => {
    const { pages } = setup();
    await pages.answer(get());
    for (let i = 0; i < 50; i++)
      await pages.answer(get(`/search?discover=${encodeURIComponent(`made-up ${i}`)}`));
    // Only the article asked for without a query is kept.
    expect(pages.size()).toBe(1);
  });

  it('keeps a query once it has been asked three times within ten minutes', async () => {
    const { pages, renders, advance } = setup();
    for (let i = 0; i < 2; i++) await pages.answer(get('/search?discover=Artemis'));
    expect(pages.size()).toBe(0);
    await pages.answer(get('/search?discover=Artemis'));
    expect(pages.size()).toBe(1);
    await pages.answer(get('/search?discover=Artemis'));
    expect(renders).toHaveLength(3);
    // Another spelling is another page, counted on its own.
    await pages.answer(get('/search?discover=ARTEMIS'));
    expect(pages.size()).toBe(1);
    // Asks spread over more than ten minutes do not add up.
    for (let i = 0; i < 3; i++) {
      await pages.answer(get('/search?discover=Skylab'));
      advance(6 * 60_000);
    }
    expect(pages.size()).toBe(1);
  });

  it('never lets a cache keep an answer that sets a cookie, nor keeps it itself', async () => {
    const { pages } = setup(() => page('Concorde', { 'set-cookie': 'flash=1' }));
    const answer = await pages.answer(get());
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('surrogate-key')).toBeNull();
    expect(pages.size()).toBe(0);
  });

  it('tags a public feed for shared caches and compresses it on its way', async () => {
    const { pages } = setup(
      () =>
        new Response('<rss></rss>', {
          headers: {
            'content-type': 'application/rss+xml',
            'cache-control': 'public, max-age=300',
          },
        }),
    );
    const feed = await pages.answer(get('/rss.xml', { 'accept-encoding': 'gzip' }));
    expect(feed.headers.get('surrogate-key')).toBe('site feeds');
    expect(feed.headers.get('cache-control')).toBe('public, max-age=300');
    expect(feed.headers.get('content-encoding')).toBe('gzip');
    expect(pages.size()).toBe(0);
  });

  it('answers a HEAD with the page’s headers and no body', async () => {
    const { pages } = setup();
    const head = await pages.answer(get('/concorde-legacy', {}, 'HEAD'));
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    const again = await pages.answer(get());
    expect(again.headers.get('etag')).toBe(head.headers.get('etag'));
  });
});
