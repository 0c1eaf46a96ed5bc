import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureTapInp } from '../lib/tap-inp.mjs';

/** A page with the header's menu button, whose tap keeps the main thread busy for `busyMs`. */
function menuPage(busyMs) {
  return `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width">
<style>.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
button{width:48px;height:48px}</style></head><body>
<button type="button" id="burger"><span aria-hidden="true">≡</span><span class="visually-hidden">Open menu</span></button>
<nav aria-label="Mobile" hidden><a href="/">Home</a></nav>
<script>
document.getElementById('burger').addEventListener('click', function () {
  var until = Date.now() + ${busyMs};
  while (Date.now() < until) {}
  document.querySelector('nav').hidden = false;
});
</script></body></html>`;
}

describe('INP of a tap during start-up', () => {
  let server;
  let base;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const busyMs = request.url === '/slow' ? 400 : 0;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(menuPage(busyMs));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('counts the time a tap waits for its handler, and whether the menu opened', async () => {
    const [fast, slow] = await measureTapInp(
      [
        { url: `${base}/fast`, tap: 'menu' },
        { url: `${base}/slow`, tap: 'menu' },
      ],
      { runs: 1, log: () => {} },
    );
    expect(fast.tookEffect).toBe(1);
    expect(slow.tookEffect).toBe(1);
    // The handler's 400 ms are in the slow tap's INP, and not in the fast one's.
    expect(slow.inpMs.median).toBeGreaterThanOrEqual(400);
    expect(fast.inpMs.median).toBeLessThan(400);
    expect(slow.runs[0].processingMs).toBeGreaterThanOrEqual(400);
  }, 60_000);
});
