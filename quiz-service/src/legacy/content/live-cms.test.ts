import {
  legacyBlogListSchema,
  legacyBlogSchema,
  legacyCategoryListSchema,
  legacyMagazineListSchema,
  legacyQuizQuestionListSchema,
  legacyStoryItemListSchema,
  legacyStoryRowListSchema,
} from '@apogee/contracts/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * The content and quiz paths against a running CMS (CMS_URL, CMS_QUIZ_TOKEN and the
 * published-content token CMS_WEB_TOKEN, development values by default). Skipped, with the
 * reason in its title, when no CMS answers there.
 */
async function liveCms(): Promise<
  Pick<Config, 'cmsUrl' | 'cmsQuizToken' | 'cmsWebToken'> | string
> {
  const url = process.env.CMS_URL?.replace(/\/+$/, '');
  if (!url || !process.env.CMS_QUIZ_TOKEN) return 'CMS_URL and CMS_QUIZ_TOKEN are not set';
  const { CMS_QUIZ_TOKEN, CMS_WEB_TOKEN } = process.env;
  const base = loadConfig({ NODE_ENV: 'test', CMS_URL: url, CMS_QUIZ_TOKEN, CMS_WEB_TOKEN });
  try {
    const answer = await fetch(`${url}/api/blogs?pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${base.cmsWebToken}` },
      signal: AbortSignal.timeout(3000),
    });
    if (answer.status !== 200) return `the CMS at ${url} answered ${answer.status} to a blog read`;
  } catch (error) {
    return `no CMS answers at ${url} (${(error as Error).message})`;
  }
  return { cmsUrl: url, cmsQuizToken: base.cmsQuizToken, cmsWebToken: base.cmsWebToken };
}

const live = await liveCms();
const skipReason = typeof live === 'string' ? live : null;
if (skipReason) console.warn(`REST adapter against a running CMS: skipped, ${skipReason}.`);

describe.skipIf(skipReason !== null)(
  `REST adapter against a running CMS${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let t: TestApp;
    const get = async (path: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/legacy${path}` });
      expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
      return res.json();
    };

    beforeAll(async () => {
      if (typeof live === 'string') return;
      t = await createTestApp(live);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers the blogs, one blog and the categories in the old fields', async () => {
      const blogs = legacyBlogListSchema.parse(await get('/blog/fetchblog'));
      expect(blogs.length).toBeGreaterThan(0);
      for (const blog of blogs) {
        expect(blog.blog_feature_image).toMatch(/^https?:\/\//);
        expect(blog.formatted_date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        expect(blog.blog_content).not.toMatch(/<script|javascript:/i);
      }
      const one = legacyBlogSchema.parse(await get(`/blog/individualBlog/${blogs[0]!.blog_slug}`));
      expect(one.blog_content.length).toBeGreaterThan(0);
      const categories = legacyCategoryListSchema.parse(await get('/blog/fetchcategory'));
      expect(categories.length).toBeGreaterThan(0);
      const inCategory = legacyBlogListSchema.parse(await get(`/blog/${blogs[0]!.category_slug}`));
      expect(inCategory.map((b) => b.blog_slug)).toContain(blogs[0]!.blog_slug);
    });

    it('answers the magazines and the stories', async () => {
      const magazines = legacyMagazineListSchema.parse(await get('/magazine/fetchallmagazine'));
      if (magazines[0])
        expect(
          legacyMagazineListSchema.parse(
            await get(`/magazine/fetchOnemagazine/${magazines[0].magazine_slug}`),
          ),
        ).toHaveLength(1);
      const rows = legacyStoryRowListSchema.parse(await get('/story/get-story'));
      if (rows[0])
        expect(
          legacyStoryItemListSchema.parse(await get(`/story/getstory/${rows[0].story_slug}`))
            .length,
        ).toBeGreaterThan(0);
    });

    it('answers the quiz questions with their zero-based answers', async () => {
      const questions = legacyQuizQuestionListSchema.parse(await get('/quiz/get-quiz'));
      expect(questions.length).toBeGreaterThan(0);
      for (const q of questions) expect(q.options[q.correctAnswer]).toBeDefined();
    });
  },
);
