import {
  legacyBlogListSchema,
  legacyBlogSchema,
  legacyCategoryListSchema,
  legacyMagazineListSchema,
  legacyStoryItemListSchema,
  legacyStoryRowListSchema,
} from '@apogee/contracts/legacy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { startFakeCms, type FakeCms } from '../../../test/support/fake-cms';

let t: TestApp;
let cms: FakeCms;
const SITE = 'https://apogee.example';

beforeAll(async () => {
  cms = await startFakeCms();
  t = await createTestApp({ cmsUrl: cms.url, publicUrl: SITE, siteTimeZone: 'Europe/London' });
  // Articles are listed from the search index, which a running service keeps from the CMS.
  await t.app.searchIndex.rebuild();
});
afterAll(async () => {
  await t.close();
  await cms.close();
});
beforeEach(() => {
  cms.failWith = 0;
  t.app.cms.purge();
});

async function get(path: string) {
  return t.app.inject({ method: 'GET', url: `/api/legacy${path}` });
}
async function getOk(path: string) {
  const res = await get(path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const slugsOf = (blogs: { blog_slug: string }[]) => blogs.map((blog) => blog.blog_slug);

describe('GET /blog/fetchblog', () => {
  it('lists every published blog, newest first, with exactly the old fields', async () => {
    const blogs = legacyBlogListSchema.parse(await getOk('/blog/fetchblog'));
    expect(blogs).toHaveLength(8);
    expect(slugsOf(blogs).slice(0, 3)).toEqual([
      'breaking-the-sound-barrier',
      'landing-on-mars',
      'reusable-rockets',
    ]);
    const [first] = blogs;
    expect(Object.keys(first!).sort()).toEqual(
      [
        'blog_content',
        'blog_description',
        'blog_feature_image',
        'blog_id',
        'blog_slug',
        'blog_tag',
        'blog_title',
        'category_name',
        'category_slug',
        'formatted_date',
        'title',
      ].sort(),
    );
    expect(first).toMatchObject({
      blog_id: 11,
      blog_title: 'Breaking the sound barrier',
      title: 'Breaking the sound barrier',
      blog_description: 'How the X-1 went faster than sound.',
      blog_feature_image: `${SITE}/uploads/x1_feature.webp`,
      blog_tag: 'Supersonic',
      category_name: 'Aviation',
      category_slug: 'aviation',
      // The site's words for the same article: the UTC day, whatever SITE_TIME_ZONE says
      // (23:30 UTC on 11 April is already the 12th in London, where this test's site is).
      formatted_date: 'April 11, 2026',
    });
  });

  it('writes the date as the site shows it and keeps absolute image addresses', async () => {
    const blogs = legacyBlogListSchema.parse(await getOk('/blog/fetchblog'));
    const mars = blogs.find((blog) => blog.blog_slug === 'landing-on-mars')!;
    expect(mars.formatted_date).toBe('March 10, 2026');
    expect(mars.blog_feature_image).toBe('https://media.example.com/mars.webp');
    expect(mars.blog_tag).toBe('Mars,Rockets');
    const noImage = blogs.find((blog) => blog.blog_slug === 'mars-sample-return')!;
    expect(noImage.blog_feature_image).toBe('');
  });

  it('answers 503 with a message when the CMS fails or refuses, and nothing is cached', async () => {
    for (const status of [500, 403]) {
      cms.failWith = status;
      const res = await get('/blog/fetchcategory');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: 'The content service did not answer. Please try again shortly.',
      });
    }
  });

  it('reads the CMS once for many requests (cache), and again after a purge', async () => {
    const before = cms.contentRequests;
    await getOk('/blog/fetchcategory');
    await getOk('/blog/fetchcategory');
    expect(cms.contentRequests - before).toBe(1);
    t.app.cms.purge();
    await getOk('/blog/fetchcategory');
    expect(cms.contentRequests - before).toBe(2);
  });

  it('lists articles from the search index while the CMS is down', async () => {
    cms.failWith = 500;
    expect(legacyBlogListSchema.parse(await getOk('/blog/fetchblog'))).toHaveLength(8);
    expect(slugsOf(await getOk('/blog/space'))).toContain('landing-on-mars');
  });
});

describe('publishing in the CMS', () => {
  it('shows a new article after the CMS webhook, not before', async () => {
    await getOk('/blog/fetchblog');
    cms.blogs.unshift({
      ...cms.blogs[0]!,
      id: 99,
      slug: 'hot-off-the-press',
      title: 'Hot off the press',
    });
    try {
      expect(slugsOf(await getOk('/blog/latestblog'))).not.toContain('hot-off-the-press');
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/internal/cms-webhook',
        headers: { authorization: `Bearer ${t.config.cmsWebhookSecret}` },
        payload: { event: 'entry.publish', model: 'blog', documentId: 'doc-99' },
      });
      expect(hook.statusCode).toBe(200);
      await t.app.searchIndex.settled();
      expect(slugsOf(await getOk('/blog/latestblog'))[0]).toBe('hot-off-the-press');
    } finally {
      cms.blogs.shift();
      await t.app.inject({
        method: 'POST',
        url: '/api/internal/cms-webhook',
        headers: { authorization: `Bearer ${t.config.cmsWebhookSecret}` },
        payload: { event: 'entry.unpublish', model: 'blog', documentId: 'doc-99' },
      });
      await t.app.searchIndex.settled();
    }
  });
});

describe('GET /blog/individualBlog/{slug}', () => {
  it('answers one blog with its content as sanitised HTML', async () => {
    const blog = legacyBlogSchema.parse(
      await getOk('/blog/individualBlog/breaking-the-sound-barrier'),
    );
    expect(blog.blog_content).toBe(
      '<h2>Mach 1</h2>' +
        '<p>The X-1 flew at <strong>Mach 1.06</strong> &lt;script&gt;alert(1)&lt;/script&gt; &amp; more. ' +
        '<a href="https://www.example.org/x-1" rel="noopener noreferrer" target="_blank">Read more</a>' +
        'not a link</p>' +
        '<ol><li>Drop from a B-29</li><li>Light the rockets</li></ol>' +
        `<figure><img src="${SITE}/uploads/x1_in_flight.webp" alt="The X-1 in flight" width="1200" height="800" loading="lazy"></figure>`,
    );
    expect(blog.blog_content).not.toContain('<script');
    expect(blog.blog_content).not.toContain('javascript:');
  });

  it("serves a picture the CMS's admin stored with the CMS's own address through the site", async () => {
    const original = cms.blogs[0]!;
    const adminAddress = cms.url.replace('127.0.0.1', 'localhost');
    cms.blogs[0] = {
      ...original,
      featureImage: { url: `${cms.url}/uploads/x1_feature.webp`, mime: 'image/webp' },
      content: [
        {
          type: 'image',
          image: { url: `${adminAddress}/uploads/inserted.png`, alternativeText: 'Inserted' },
        },
      ],
    };
    try {
      await t.app.searchIndex.rebuild();
      const blog = legacyBlogSchema.parse(
        await getOk('/blog/individualBlog/breaking-the-sound-barrier'),
      );
      expect(blog.blog_feature_image).toBe(`${SITE}/uploads/x1_feature.webp`);
      expect(blog.blog_content).toBe(
        `<figure><img src="${SITE}/uploads/inserted.png" alt="Inserted" loading="lazy"></figure>`,
      );
    } finally {
      cms.blogs[0] = original;
      await t.app.searchIndex.rebuild();
    }
  });

  it('renders an article indexed before its HTML was kept, as the index would', async () => {
    const kept = legacyBlogSchema.parse(
      await getOk('/blog/individualBlog/breaking-the-sound-barrier'),
    );
    await t.app.db.query(
      `update search_articles set legacy_html = null where slug = 'breaking-the-sound-barrier'`,
    );
    try {
      const rendered = legacyBlogSchema.parse(
        await getOk('/blog/individualBlog/breaking-the-sound-barrier'),
      );
      expect(rendered.blog_content).toBe(kept.blog_content);
      expect(rendered.blog_content).toContain(`src="${SITE}/uploads/x1_in_flight.webp"`);
    } finally {
      await t.app.searchIndex.rebuild();
    }
  });

  it('answers 404 with a message for an unknown slug', async () => {
    const res = await get('/blog/individualBlog/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Blog not found' });
  });
});

describe('blogs by category, tag and relation', () => {
  it('GET /blog/{category_slug} lists the blogs of that category only', async () => {
    const blogs = legacyBlogListSchema.parse(await getOk('/blog/space'));
    expect(slugsOf(blogs)).toEqual(['landing-on-mars', 'reusable-rockets', 'mars-sample-return']);
    expect(blogs.every((blog) => blog.category_name === 'Space')).toBe(true);
    expect(await getOk('/blog/no-such-category')).toEqual([]);
  });

  it('GET /blog/tag/{tag} lists the blogs with that tag (slug or name)', async () => {
    expect(slugsOf(await getOk('/blog/tag/mars'))).toEqual([
      'landing-on-mars',
      'mars-sample-return',
    ]);
    expect(slugsOf(await getOk('/blog/tag/Rockets'))).toEqual([
      'landing-on-mars',
      'reusable-rockets',
    ]);
    expect(await getOk('/blog/tag/balloons')).toEqual([]);
  });

  it('GET /blog/related/{tag} and /blog/related{tag} answer the same 3 newest related blogs', async () => {
    const slashed = await getOk('/blog/related/rockets');
    const glued = await getOk('/blog/relatedrockets');
    expect(slugsOf(slashed)).toEqual(['landing-on-mars', 'reusable-rockets']);
    expect(glued).toEqual(slashed);
    // Several tags: most shared first, then newest; at most 3.
    expect(slugsOf(await getOk('/blog/related/supersonic,mars,rockets'))).toEqual([
      'landing-on-mars',
      'breaking-the-sound-barrier',
      'reusable-rockets',
    ]);
  });

  it('GET /blog/latestblog answers the newest 6', async () => {
    const blogs = legacyBlogListSchema.parse(await getOk('/blog/latestblog'));
    expect(blogs).toHaveLength(6);
    expect(blogs[0]!.blog_slug).toBe('breaking-the-sound-barrier');
  });

  it('GET /blog/fetchcategory answers the categories', async () => {
    expect(legacyCategoryListSchema.parse(await getOk('/blog/fetchcategory'))).toEqual([
      { category_name: 'Aviation', category_slug: 'aviation' },
      { category_name: 'Space', category_slug: 'space' },
    ]);
  });
});

describe('magazines', () => {
  it('GET /magazine/fetchallmagazine lists the issues, newest first, in the old fields', async () => {
    const magazines = legacyMagazineListSchema.parse(await getOk('/magazine/fetchallmagazine'));
    expect(magazines.map((m) => m.magazine_slug)).toEqual([
      'apogee-march-2026',
      'apogee-february-2026',
    ]);
    expect(magazines[0]).toEqual({
      idMagazines: 3,
      magazine_slug: 'apogee-march-2026',
      magazine_title: 'Apogee, March 2026',
      magazine_cover_image: `${SITE}/uploads/cover_march.webp`,
      magazine_description: '<p>Mars &amp; rockets, <em>in depth</em></p>',
      magazine_link: 'https://reader.example.com/apogee/march-2026',
      MagCloudLink: 'https://shop.example.com/apogee/march-2026',
      magazine_tags: 'Mars, Rockets',
    });
  });

  it('GET /magazine/fetchOnemagazine/{slug} answers an array of one, or 404', async () => {
    const found = legacyMagazineListSchema.parse(
      await getOk('/magazine/fetchOnemagazine/apogee-february-2026'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.magazine_tags).toBe('');
    const missing = await get('/magazine/fetchOnemagazine/no-such-issue');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Magazine not found' });
  });
});

describe('stories', () => {
  it('GET /story/get-story answers one flat row per media item', async () => {
    const rows = legacyStoryRowListSchema.parse(await getOk('/story/get-story'));
    expect(rows).toEqual([
      {
        story_id: 5,
        story_slug: 'first-flight',
        story_title: 'First flight',
        media_type: 'image',
        cover_image: `${SITE}/uploads/takeoff.webp`,
      },
      {
        story_id: 5,
        story_slug: 'first-flight',
        story_title: 'First flight',
        media_type: 'video',
        cover_image: `${SITE}/uploads/climb.mp4`,
      },
      {
        story_id: 6,
        story_slug: 'night-launch',
        story_title: 'Night launch',
        media_type: 'video',
        cover_image: `${SITE}/uploads/launch.mp4`,
      },
    ]);
  });

  it('GET /story/getstory/{slug} answers the pages of one story, or 404', async () => {
    const items = legacyStoryItemListSchema.parse(await getOk('/story/getstory/first-flight'));
    expect(items.map((item) => [item.id, item.caption, item.media_type])).toEqual([
      [51, 'Take-off', 'image'],
      [52, 'First flight', 'video'],
    ]);
    expect(items.every((item) => item.story_slug === 'first-flight')).toBe(true);
    const missing = await get('/story/getstory/no-such-story');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No stories found for this slug.' });
  });
});
