import { describe, expect, it } from 'vitest';
import { cmsAdmin } from './support/cms-admin';
import { get, kept, originTags, purge } from './support/shared-cache';
import { groups, reader, relaunch, secrets, sleep, topology } from './support/topology';

// The shared cache (Varnish, docker/varnish/default.vcl) in front of nginx and the web
// replicas, as docker-compose.yml's `cache` (docs/deploy.md, "The shared cache").
const { urls } = topology();

interface Article {
  documentId: string;
  slug: string;
  title: string;
}

async function publishedArticles(): Promise<Article[]> {
  const response = await fetch(
    `${urls.cms}/api/blogs?fields[0]=slug&fields[1]=title&sort=publishedAt:desc&pagination[pageSize]=20`,
    { headers: { authorization: `Bearer ${secrets().CMS_WEB_TOKEN}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Article[] }).data;
}

describe('the shared cache in front of the replicas', () => {
  it('answers a public page from its copy, with its age, and keeps the tags to itself', async () => {
    const [article] = await publishedArticles();
    const first = await get(`${urls.cache}/${article!.slug}`);
    expect(first.status).toBe(200);
    const again = await kept(`/${article!.slug}`);
    expect(again.html).toContain(article!.title);
    expect(again.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(again.headers.get('surrogate-key')).toBeNull();
    expect(again.headers.get('xkey')).toBeNull();
    // Signed-in readers share one copy of their own (the page leaves their parts to the
    // browser), with nothing of the reader who made the cache fetch it.
    const a = await reader('cacheda', urls.quiz1, urls.web, '198.51.100.31');
    const b = await reader('cachedb', urls.quiz2, urls.web, '198.51.100.34');
    const ofA = await get(`${urls.cache}/${article!.slug}`, { cookie: a.cookie });
    const ofB = await get(`${urls.cache}/${article!.slug}`, { cookie: b.cookie });
    expect(ofB.cache).toBe('HIT');
    expect(ofB.html).toBe(ofA.html);
    for (const trace of [a.username, b.username]) {
      expect(ofB.html).not.toContain(trace);
      expect(again.html).not.toContain(trace);
    }
  });

  it('takes a purge only with the secret', async () => {
    const refused = [await purge('site', null), await purge('site', 'not-the-secret')];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403]);
    expect((await purge('')).status).toBe(400);
  });

  it('a publish purges the article from the cache; a page that does not show it stays a hit', async () => {
    // An article, and a page that shows nothing of it: its tags name neither the article nor
    // a list of it (home, lists, feeds, sitemap).
    const articles = await publishedArticles();
    const paths = [
      ...['/about-us', '/terms-of-use', '/privacy-policy', '/contact-us'],
      ...articles.map((article) => `/${article.slug}`),
    ];
    const tagsOf = new Map<string, string[]>();
    for (const path of paths) tagsOf.set(path, await originTags(path));
    let changed: Article | undefined;
    let unrelated: string | undefined;
    for (const candidate of articles) {
      const purged = [`article:${candidate.slug}`, 'home', 'lists', 'feeds', 'sitemap'];
      unrelated = paths.find((path) => {
        const tags = tagsOf.get(path) ?? [];
        return (
          path !== `/${candidate.slug}` &&
          tags.includes('site') &&
          !tags.some((tag) => purged.includes(tag))
        );
      });
      if (unrelated) {
        changed = candidate;
        break;
      }
    }
    if (!changed || !unrelated)
      throw new Error(`no page without an article or its lists: ${JSON.stringify([...tagsOf])}`);
    await kept(`/${changed.slug}`);
    const unrelatedBefore = await kept(unrelated);

    const title = `Through the cache ${Date.now().toString(36)}`;
    await (await cmsAdmin()).retitle(changed.documentId, title);
    // The CMS calls one quiz-service replica, which tells the replicas over Redis and purges
    // the cache; readers then see the new title (polled: no time budget here, see the bench).
    let seen = false;
    for (let ask = 0; ask < 100 && !seen; ask++) {
      seen = (await get(`${urls.cache}/${changed.slug}`)).html.includes(title);
      if (!seen) await sleep(200);
    }
    expect(seen, 'the new title through the cache').toBe(true);
    const unrelatedAfter = await get(`${urls.cache}${unrelated}`);
    expect(unrelatedAfter.cache).toBe('HIT');
    expect(unrelatedAfter.html).toBe(unrelatedBefore.html);
  });

  it('never keeps a personal page: two readers each see only their own', async () => {
    const a = await reader('pa', urls.quiz1, urls.web, '198.51.100.32');
    const b = await reader('pb', urls.quiz2, urls.web, '198.51.100.33');
    for (const path of ['/profile', '/edit-profile']) {
      const ofA = await get(`${urls.cache}${path}`, { cookie: a.cookie });
      const ofB = await get(`${urls.cache}${path}`, { cookie: b.cookie });
      // A visitor is sent to sign in.
      const visitor = await get(`${urls.cache}${path}`);
      for (const answer of [ofA, ofB]) {
        expect(answer.status, path).toBe(200);
        expect(answer.cache, path).toBe('PASS');
        expect(answer.headers.get('cache-control'), path).toMatch(/private|no-store/);
      }
      expect(ofA.html, path).toContain(a.username);
      expect(ofB.html, path).toContain(b.username);
      expect(ofB.html, path).not.toContain(a.username);
      expect(ofA.html, path).not.toContain(b.username);
      expect(visitor.html, path).not.toContain(a.username);
      expect(visitor.html, path).not.toContain(b.username);
    }
  });

  it('keeps serving every page it holds while both web replicas are stopped', async () => {
    const articles = await publishedArticles();
    const paths = ['/', '/stories', ...articles.slice(0, 4).map((a) => `/${a.slug}`)];
    const before = new Map<string, string>();
    for (const path of paths) before.set(path, (await kept(path)).html);
    // Every page past its period, as after hours without a publish: each must now be renewed.
    expect((await purge('site')).status).toBe(200);

    const running = groups();
    for (const name of ['web1', 'web2'] as const) process.kill(-(running[name] ?? 0), 'SIGKILL');
    try {
      // The origin is gone: nginx answers 502 itself.
      expect((await fetch(`${urls.web}/`)).status).toBe(502);
      for (let round = 0; round < 3; round++) {
        for (const path of paths) {
          const answer = await get(`${urls.cache}${path}`);
          expect(answer.status, path).toBe(200);
          expect(answer.cache, path).toBe('STALE');
          expect(answer.html, path).toBe(before.get(path));
        }
        // Again once the cache's probe has marked the origin sick.
        await sleep(2500);
      }
    } finally {
      await Promise.all([relaunch('web1'), relaunch('web2')]);
      // nginx counts each replica down for fail_timeout (5 s) after it failed: the checks after
      // this one need both back in its rotation.
      await sleep(6000);
    }
  });
});
