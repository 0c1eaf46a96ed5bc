import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptsRemovedCopies, withoutScripts } from '../lib/scripts-removed.mjs';

// The shape of a page as the web sends it: Start's preloads deferred by the web server, the
// inline script that adds the entry after the load, the dehydrated data, JSON-LD.
const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/assets/app-1.css" nonce="n1">',
  '<link rel="preload" as="image" imageSrcSet="/uploads/a.jpg 750w" fetchPriority="high">',
  '<link rel="modulepreload" href="/assets/index-1.js" nonce="n1">',
  '<link rel="x-after-load" href="/assets/route-1.js" nonce="n1">',
  '<link rel="preload" as="script" href="/assets/other.js">',
  '<script type="application/ld+json">{"@type":"Article"}</script>',
  '</head><body><h1>Title</h1>',
  '<script nonce="n1">(function(){var s=document.createElement("script")})()</script>',
  '<script class="$tsr" nonce="n1">self.$R=[]</script>',
  '<script type="module" async="" src="/assets/index-1.js" nonce="n1"></script>',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  it('removes every script that runs and every link that fetches one, and nothing else', () => {
    expect(withoutScripts(PAGE)).toBe(
      [
        '<!DOCTYPE html><html><head>',
        '<link rel="stylesheet" href="/assets/app-1.css" nonce="n1">',
        '<link rel="preload" as="image" imageSrcSet="/uploads/a.jpg 750w" fetchPriority="high">',
        '<script type="application/ld+json">{"@type":"Article"}</script>',
        '</head><body><h1>Title</h1>',
        '</body></html>',
      ].join(''),
    );
  });
});

describe('the server of copies', () => {
  let origin;
  let copies;
  beforeAll(async () => {
    origin = createServer((request, response) => {
      if (request.url === '/article?x=1') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'nonce-n1'",
          etag: '"page-1"',
          'set-cookie': 'a=b',
        });
        response.end(PAGE);
        return;
      }
      response.writeHead(200, { 'content-type': 'text/css', 'x-from': 'the web' });
      response.end(`css of ${request.url}`);
    });
    await new Promise((resolve) => origin.listen(0, '127.0.0.1', resolve));
    copies = await startScriptsRemovedCopies({
      port: 0,
      origin: `http://127.0.0.1:${origin.address().port}`,
    });
  });
  afterAll(async () => {
    await copies.close();
    await new Promise((resolve) => origin.close(resolve));
  });

  it('serves the copy at the same path with the page’s headers, compressed as the web does', async () => {
    const live = `http://127.0.0.1:${origin.address().port}/article?x=1`;
    const address = await copies.copy(live);
    expect(new URL(address).pathname + new URL(address).search).toBe('/article?x=1');
    const answer = await fetch(address, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'nonce-n1'");
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(await answer.text()).toBe(withoutScripts(PAGE));
  });

  it('passes every other request to the web', async () => {
    const { base } = copies;
    const answer = await fetch(`${base}/assets/app-1.css`);
    expect(answer.headers.get('x-from')).toBe('the web');
    expect(await answer.text()).toBe('css of /assets/app-1.css');
  });
});
