import { describe, expect, it } from 'vitest';
import { cmsAdmin } from './support/cms-admin';
import { secrets, sleep, topology } from './support/topology';

const { urls } = topology();

/**
 * The colleague's fan-out (docs/deploy.md, "Replicas"): both kinds of replica report their
 * Redis link in their readiness. Until that has landed this check is skipped, not failed.
 */
async function fanOutLanded() {
  const ready = async (url: string) => {
    try {
      const response = await fetch(url);
      const body = (await response.json()) as { checks?: { redis?: string } };
      return body.checks?.redis === 'up';
    } catch {
      return false;
    }
  };
  return (
    (await ready(`${urls.web1}/health/ready`)) && (await ready(`${urls.quiz1}/api/health/ready`))
  );
}

const landed = await fanOutLanded();
const skipped = landed
  ? ''
  : ' (skipped: the Redis fan-out of publish events has not landed, readiness reports no Redis)';

describe('content changes reach every replica', () => {
  it.skipIf(!landed)(
    `a CMS publish is visible through every web replica within 5 s, with one webhook address${skipped}`,
    async () => {
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
    },
  );
});
