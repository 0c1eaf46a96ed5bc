import { describe, expect, it } from 'vitest';
import { createPageValidator } from './caching.server';
import { createRenderedPages } from './rendered-pages.server';

const render = (nonce: string, headers: Record<string, string> = {}) =>
  new Response(`<html><h1>Concorde</h1><script nonce="${nonce}">go()</script></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });
const get = (headers: Record<string, string> = {}, path = '/concorde-legacy') =>
  new Request(`http://localhost${path}`, { headers });

function setup() {
  let now = 1_000_000;
  const validator = createPageValidator({ buildId: 'b1', cachePeriodMs: 30_000, now: () => now });
  return {
    validator,
    pages: createRenderedPages({ validator }),
    advance: (ms: number) => (now += ms),
  };
}

describe('pages kept as rendered', () => {
  it('replays a visitor’s page to the next visitor with that answer’s own nonce', async () => {
    const { pages } = setup();
    const kept = await pages.keep(get(), render('first-nonce'), 'first-nonce');
    expect(await kept.text()).toContain('nonce="first-nonce"');

    const replayed = pages.replay(get(), 'second-nonce');
    expect(replayed?.status).toBe(200);
    const html = await replayed!.text();
    expect(html).toContain('<h1>Concorde</h1>');
    expect(html).toContain('nonce="second-nonce"');
    expect(html).not.toContain('first-nonce');
  });

  it('renders anew after a CMS publish and in the next cache period', async () => {
    const { validator, pages, advance } = setup();
    await pages.keep(get(), render('n1'), 'n1');
    advance(30_000);
    expect(pages.replay(get(), 'n2')).toBeNull();
    await pages.keep(get(), render('n3'), 'n3');
    validator.contentChanged();
    pages.clear();
    expect(pages.replay(get(), 'n4')).toBeNull();
  });

  it('never keeps a signed-in reader’s page, one that sets a cookie, or an error', async () => {
    const { pages } = setup();
    const session = { cookie: 'apogee_session=abc' };
    await pages.keep(get(session), render('n1'), 'n1');
    expect(pages.replay(get(session), 'n2')).toBeNull();

    await pages.keep(get(), render('n1', { 'set-cookie': 'a=b' }), 'n1');
    expect(pages.replay(get(), 'n2')).toBeNull();

    const missing = new Response('<h1>Page not found</h1>', {
      status: 404,
      headers: { 'content-type': 'text/html' },
    });
    await pages.keep(get({}, '/nowhere'), missing, 'n1');
    expect(pages.replay(get({}, '/nowhere'), 'n2')).toBeNull();
  });

  it('keeps pages apart by address and cookies (the cookie banner differs)', async () => {
    const { pages } = setup();
    await pages.keep(get(), render('n1'), 'n1');
    expect(pages.replay(get({ cookie: 'cookieAccepted=true' }), 'n2')).toBeNull();
    expect(pages.replay(get({}, '/concorde-legacy?page=2'), 'n2')).toBeNull();
  });
});

describe('pages rendered while readers wait', () => {
  it('are rendered once for every reader asking at the same time, each with its own nonce', async () => {
    const { pages } = setup();
    let renders = 0;
    let finish!: () => void;
    const slowRender = () =>
      new Promise<Response>((resolve) => {
        renders += 1;
        finish = () => resolve(render('render-nonce'));
      });
    const key = 'W/"same-page"';
    const first = pages.render(get(), 'render-nonce', key, slowRender);
    const others = ['n2', 'n3', 'n4'].map((nonce) => pages.render(get(), nonce, key, slowRender));
    finish();
    const answers = await Promise.all([first, ...others]);
    expect(renders).toBe(1);
    const htmls = await Promise.all(answers.map((answer) => answer.text()));
    expect(htmls[0]).toContain('nonce="render-nonce"');
    expect(htmls[3]).toContain('nonce="n4"');
    expect(htmls[3]).not.toContain('render-nonce');
  });

  it('are rendered apart for signed-in readers and when the shared render is not kept', async () => {
    const { pages } = setup();
    let renders = 0;
    const session = { cookie: 'apogee_session=abc' };
    const renderFor = () => {
      renders += 1;
      return Promise.resolve(render('x'));
    };
    await Promise.all([
      pages.render(get(session), 'n1', 'W/"a"', renderFor),
      pages.render(get(session), 'n2', 'W/"a"', renderFor),
    ]);
    expect(renders).toBe(2);

    const missing = () => {
      renders += 1;
      return Promise.resolve(new Response('gone', { status: 404 }));
    };
    renders = 0;
    const answers = await Promise.all([
      pages.render(get({}, '/nowhere'), 'n1', 'W/"b"', missing),
      pages.render(get({}, '/nowhere'), 'n2', 'W/"b"', missing),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
    expect(renders).toBe(2);
  });
});
