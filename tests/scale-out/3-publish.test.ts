import { describe, expect, it } from 'vitest';
import { cmsAdmin } from './support/cms-admin';
import { secrets, sleep, topology } from './support/topology';

const { urls } = topology();

/** The Redis link a replica reports in its readiness (docs/deploy.md, "Replicas"). */
async function redisLink(url: string) {
  const body = (await (await fetch(url)).json()) as { checks?: { redis?: string } };
  return body.checks?.redis;
}

describe('content changes reach every replica', () => {
  it('a CMS publish is visible through every web replica within 5 s, with one webhook address', async () => {
    // Both kinds of replica listen on the content-change channel.
    expect(await redisLink(`${urls.web1}/health/ready`)).toBe('up');
    expect(await redisLink(`${urls.quiz1}/api/health/ready`)).toBe('up');
    const response = await fetch(
      `${urls.cms}/api/blogs?fields[0]=slug&fields[1]=title&sort=publishedAt:desc&pagination[pageSize]=1`,
      { headers: { authorization: `Bearer ${secrets().CMS_WEB_TOKEN}` } },
    );
    const [article] = (
      (await response.json()) as {
        data: { documentId: string; slug: string; title: string }[];
      }
    ).data;
    if (!article) throw new Error('the CMS has no published article');
    const page = (replica: string) =>
      fetch(`${replica}/${article.slug}`).then(async (r) => ({
        status: r.status,
        html: await r.text(),
      }));
    // Both replicas have the article in their caches (30 s) before it changes.
    for (const replica of [urls.web1, urls.web2]) {
      const before = await page(replica);
      expect(before.status).toBe(200);
      expect(before.html).toContain(article.title);
    }
    const title = `Replicated ${Date.now().toString(36)}`;
    await (await cmsAdmin()).retitle(article.documentId, title);
    const published = Date.now();
    const seenAfter: Record<string, number> = {};
    while (Date.now() - published < 5_000 && Object.keys(seenAfter).length < 2) {
      for (const replica of [urls.web1, urls.web2])
        if (!(replica in seenAfter) && (await page(replica)).html.includes(title))
          seenAfter[replica] = Date.now() - published;
      await sleep(200);
    }
    console.log('new title seen after (ms)', seenAfter);
    expect(Object.keys(seenAfter).sort()).toEqual([urls.web1, urls.web2].sort());
  });
});
