import { formatDate } from '@apogee/contracts/dates';
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
import { createTestApp, type TestApp } from '../support/test-app';
import { liveCms } from './live-cms';

/**
 * The REST adapter's content and quiz paths against the running CMS and its seeded content:
 * the fake CMS of the other tests is only as true as its authors' reading of Strapi's answers.
 */
const { config } = await liveCms();

describe(`REST adapter against the CMS at ${config.cmsUrl}`, () => {
  let t: TestApp;
  const get = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/legacy${path}` });
    expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const { cmsUrl, cmsQuizToken, cmsWebToken } = config;
    t = await createTestApp({ cmsUrl, cmsQuizToken, cmsWebToken });
    // The articles are listed from the search index, built here from the real CMS as a
    // running service builds it at start: this also checks the index reads Strapi's answers.
    const built = await t.app.searchIndex.rebuild();
    expect(built?.articles).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the blogs, one blog and the categories in the old fields', async () => {
    const blogs = legacyBlogListSchema.parse(await get('/blog/fetchblog'));
    expect(blogs.length).toBeGreaterThan(0);
    for (const blog of blogs) {
      expect(blog.blog_feature_image).toMatch(/^https?:\/\//);
      expect(blog.blog_content).not.toMatch(/<script|javascript:/i);
    }
    const one = legacyBlogSchema.parse(await get(`/blog/individualBlog/${blogs[0]!.blog_slug}`));
    expect(one.blog_content.length).toBeGreaterThan(0);
    const categories = legacyCategoryListSchema.parse(await get('/blog/fetchcategory'));
    expect(categories.length).toBeGreaterThan(0);
    // An article filed in a section: the browser journeys before this suite publish some
    // without one on the same CMS.
    const filed = blogs.find((blog) => blog.category_slug);
    if (!filed) throw new Error('No article of the CMS is filed in a section.');
    const inCategory = legacyBlogListSchema.parse(await get(`/blog/${filed.category_slug}`));
    expect(inCategory.map((b) => b.blog_slug)).toContain(filed.blog_slug);
  });

  it('dates a blog with the words the site shows beside the same article', async () => {
    const [blog] = legacyBlogListSchema.parse(await get('/blog/fetchblog'));
    const query = new URLSearchParams({ 'filters[slug][$eq]': blog!.blog_slug });
    const answer = await fetch(`${config.cmsUrl}/api/blogs?${query}`, {
      headers: { authorization: `Bearer ${config.cmsWebToken}` },
    });
    const { data } = (await answer.json()) as { data: { publishedAt: string }[] };
    expect(data).toHaveLength(1);
    expect(blog!.formatted_date).toBe(formatDate(data[0]!.publishedAt));
    expect(blog!.formatted_date).not.toBe('');
  });

  it('answers the magazines and the stories', async () => {
    const magazines = legacyMagazineListSchema.parse(await get('/magazine/fetchallmagazine'));
    expect(magazines.length).toBeGreaterThan(0);
    const one = legacyMagazineListSchema.parse(
      await get(`/magazine/fetchOnemagazine/${magazines[0]!.magazine_slug}`),
    );
    expect(one.map((m) => m.magazine_slug)).toEqual([magazines[0]!.magazine_slug]);
    const rows = legacyStoryRowListSchema.parse(await get('/story/get-story'));
    expect(rows.length).toBeGreaterThan(0);
    const pages = legacyStoryItemListSchema.parse(
      await get(`/story/getstory/${rows[0]!.story_slug}`),
    );
    expect(pages.length).toBeGreaterThan(0);
  });

  it('answers the quiz questions with their zero-based answers', async () => {
    const questions = legacyQuizQuestionListSchema.parse(await get('/quiz/get-quiz'));
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.options[q.correctAnswer]).toBeDefined();
  });
});
