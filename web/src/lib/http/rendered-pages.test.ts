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
  const failures: unknown[] = [];
  const validator = createPageValidator({ buildId: 'b1', cachePeriodMs: 30_000, now: () => now });
  return {
    validator,
    failures,
    pages: createRenderedPages({
      validator,
      now: () => now,
      onRenderFailed: (error) => failures.push(error),
    }),
    advance: (ms: number) => (now += ms),
  };
}

/** A render that answers when told to, counting how often it was asked. */
function heldRender(html = 'next period') {
  const held = { renders: 0, finish: () => {}, fail: () => {} };
  const render = () =>
    new Promise<Response>((resolve, reject) => {
      held.renders += 1;
      held.finish = () =>
        resolve(
          new Response(`<html><h1>${html}</h1><script nonce="r">go()</script></html>`, {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          }),
        );
      held.fail = () => reject(new Error('the CMS did not answer'));
    });
  return { held, render };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

describe('a page from the cache period before', () => {
  it('stands in at once, without an ETag, while the new period’s page is rendered once', async () => {
    const { validator, pages, advance } = setup();
    await pages.keep(get(), render('n1'), 'n1');
    advance(30_000);
    const { held, render: next } = heldRender();
    const key = validator.etagOf(get());
    const answers = await Promise.all(
      ['n2', 'n3'].map((nonce) => pages.render(get(), nonce, key, next)),
    );
    expect(held.renders).toBe(1);
    const html = await answers[1]!.text();
    expect(html).toContain('<h1>Concorde</h1>');
    expect(html).toContain('nonce="n3"');
    expect(answers[1]!.headers.get('cache-control')).toBe('no-cache');
    expect(pages.replay(get(), 'n4')).toBeNull();

    held.finish();
    await settle();
    const fresh = pages.replay(get(), 'n5');
    expect(await fresh?.text()).toContain('<h1>next period</h1>');
    expect(fresh?.headers.get('cache-control')).toBeNull();
  });

  it('keeps standing in while renders fail, and for five minutes at most', async () => {
    const { validator, pages, advance, failures } = setup();
    await pages.keep(get(), render('n1'), 'n1');
    advance(30_000);
    const failing = heldRender();
    const stoodIn = await pages.render(get(), 'n2', validator.etagOf(get()), failing.render);
    failing.held.fail();
    await settle();
    expect(stoodIn.status).toBe(200);
    expect(failures).toHaveLength(1);

    advance(60_000);
    const again = await pages.render(get(), 'n3', validator.etagOf(get()), failing.render);
    expect(await again.text()).toContain('<h1>Concorde</h1>');
    expect(failing.held.renders).toBe(2);

    advance(5 * 60_000);
    const waited = heldRender('rendered while the reader waited');
    const answer = pages.render(get(), 'n4', validator.etagOf(get()), waited.render);
    waited.held.finish();
    expect(await (await answer).text()).toContain('rendered while the reader waited');
  });

  it('never stands in after a CMS publish', async () => {
    const { validator, pages } = setup();
    await pages.keep(get(), render('n1'), 'n1');
    validator.contentChanged();
    pages.clear();
    const { held, render: next } = heldRender('published');
    const answer = pages.render(get(), 'n2', validator.etagOf(get()), next);
    held.finish();
    expect(await (await answer).text()).toContain('<h1>published</h1>');
  });
});

describe('search result pages in the shared page cache', () => {
  const search = (term: string) => get({}, `/search?discover=${encodeURIComponent(term)}`);

  it('never keeps a one-off query, however many different ones are asked', async () => {
    const { pages } = setup();
    await pages.keep(get(), render('n0'), 'n0');
    for (let i = 0; i < 50; i++) {
      const request = search(`made-up ${i}`);
      await pages.render(request, 'n1', `k${i}`, async () => render('n1'));
      expect(pages.replay(request, 'n2')).toBeNull();
    }
    // Only the article page asked for without a query is kept.
    expect(pages.size()).toBe(1);
    expect(pages.replay(get(), 'n3')?.status).toBe(200);
  });

  it('keeps a query once it has been asked three times within ten minutes', async () => {
    const { pages, validator, advance } = setup();
    const ask = () => {
      const request = search('Artemis');
      return pages.render(request, 'n1', validator.etagOf(request), async () => render('n1'));
    };
    await ask();
    await ask();
    expect(pages.size()).toBe(0);
    await ask();
    expect(pages.size()).toBe(1);
    expect(pages.replay(search('Artemis'), 'n2')?.status).toBe(200);
    // Another spelling is another page, counted on its own.
    await pages.render(search('ARTEMIS'), 'n1', validator.etagOf(search('ARTEMIS')), async () =>
      render('n1'),
    );
    expect(pages.replay(search('ARTEMIS'), 'n2')).toBeNull();

    // Asks spread over more than ten minutes do not add up.
    const rare = () => {
      const request = search('Skylab');
      return pages.render(request, 'n1', validator.etagOf(request), async () => render('n1'));
    };
    await rare();
    advance(6 * 60_000);
    await rare();
    advance(6 * 60_000);
    await rare();
    expect(pages.replay(search('Skylab'), 'n2')).toBeNull();
  });
});
