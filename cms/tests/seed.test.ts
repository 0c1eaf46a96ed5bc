import { describe, expect, it } from 'vitest';
import { contentPack } from '../src/seed/data';
import { request, tokens } from './support/client';

interface Page<T> {
  data: T[];
  meta: { pagination: { total: number } };
}

async function total(pathname: string): Promise<number> {
  const answer = await request<Page<unknown>>(
    `${pathname}${pathname.includes('?') ? '&' : '?'}pagination[pageSize]=1`,
    { token: tokens.web },
  );
  expect(answer.status, pathname).toBe(200);
  return answer.body.meta.pagination.total;
}

describe('the sample content pack', () => {
  it('is big enough for the site', () => {
    expect(contentPack.articles.length).toBeGreaterThanOrEqual(36);
    expect(contentPack.categories.length).toBeGreaterThanOrEqual(6);
    expect(contentPack.categories.map((category) => category.name.toLowerCase())).toContain(
      'other',
    );
    expect(contentPack.tags.length).toBeGreaterThanOrEqual(20);
    expect(contentPack.magazines.length).toBeGreaterThanOrEqual(14);
    expect(contentPack.stories.length).toBeGreaterThanOrEqual(8);
    expect(contentPack.quizQuestions.length).toBeGreaterThanOrEqual(60);
    expect(contentPack.pages.map((page) => page.slug).sort()).toEqual([
      'about-us',
      'information-policy',
      'privacy-policy',
      'terms-of-use',
    ]);
  });
});

describe('a fresh CMS', () => {
  it('holds every entry of the pack, published', async () => {
    expect(await total('/api/blogs')).toBe(contentPack.articles.length);
    expect(await total('/api/categories')).toBe(contentPack.categories.length);
    expect(await total('/api/tags')).toBe(contentPack.tags.length);
    expect(await total('/api/magazines')).toBe(contentPack.magazines.length);
    expect(await total('/api/stories')).toBe(contentPack.stories.length);
    expect(await total('/api/pages')).toBe(4);
    const questions = await request<Page<unknown>>('/api/quiz-questions?pagination[pageSize]=1', {
      token: tokens.quiz,
    });
    expect(questions.body.meta.pagination.total).toBeGreaterThanOrEqual(
      contentPack.quizQuestions.length,
    );
  });

  it('dates each article with its own date, and gives it category, tags and a responsive feature image', async () => {
    const seed = contentPack.articles[0]!;
    const answer = await request<Page<Record<string, unknown>>>(
      `/api/blogs?filters[slug][$eq]=${seed.slug}&populate[0]=category&populate[1]=tags&populate[2]=featureImage&populate[3]=seo`,
      { token: tokens.web },
    );
    const article = answer.body.data[0] as {
      publishedAt: string;
      category: { slug: string };
      tags: { slug: string }[];
      featureImage: { alternativeText: string; width: number; formats: Record<string, unknown> };
      seo: { metaTitle: string };
      content: { type: string; image?: { url: string; alternativeText: string } }[];
    };
    expect(new Date(article.publishedAt).toISOString()).toBe(
      new Date(seed.publishedAt).toISOString(),
    );
    expect(article.category.slug).toBe(seed.category);
    expect(article.tags.map((tag) => tag.slug).sort()).toEqual([...seed.tags].sort());
    expect(article.featureImage.alternativeText).toBe(seed.featureImage.alt);
    expect(article.featureImage.width).toBeGreaterThanOrEqual(1000);
    expect(Object.keys(article.featureImage.formats)).toEqual(
      expect.arrayContaining(['thumbnail', 'small', 'medium', 'large']),
    );
    expect(article.seo.metaTitle).toBe(seed.seo.metaTitle);

    const types = new Set(article.content.map((block) => block.type));
    expect([...types]).toEqual(expect.arrayContaining(['paragraph', 'heading', 'list', 'image']));
    const inline = article.content.find((block) => block.type === 'image');
    expect(inline?.image?.url).toMatch(/^\/uploads\//);
    expect(inline?.image?.alternativeText).toBeTruthy();
  });

  it('has stories of 3 to 6 pages, some with video', async () => {
    const answer = await request<Page<{ pages: { media: { mime: string } }[] }>>(
      '/api/stories?populate[pages][populate]=media&pagination[pageSize]=100',
      { token: tokens.web },
    );
    const stories = answer.body.data;
    expect(stories.length).toBeGreaterThanOrEqual(8);
    for (const story of stories) {
      expect(story.pages.length).toBeGreaterThanOrEqual(3);
      expect(story.pages.length).toBeLessThanOrEqual(6);
    }
    const withVideo = stories.filter((story) =>
      story.pages.some((page) => page.media.mime.startsWith('video/')),
    );
    expect(withVideo.length).toBeGreaterThanOrEqual(2);
  });

  it('has the site settings, the home page choices and the publisher', async () => {
    const settings = await request<{
      data: { siteName: string; operatingCompany: string; socialLinks: { facebook: string } };
    }>('/api/site-setting?populate=socialLinks', { token: tokens.web });
    expect(settings.body.data.siteName).toBe(contentPack.siteSettings.siteName);
    expect(settings.body.data.operatingCompany).toBe(contentPack.siteSettings.operatingCompany);
    expect(settings.body.data.socialLinks.facebook).toBe(
      contentPack.siteSettings.socialLinks.facebook,
    );

    const home = await request<{
      data: { hero: { slug: string }; editorsPicks: { slug: string }[] };
    }>('/api/home?populate[0]=hero&populate[1]=editorsPicks', { token: tokens.web });
    expect(home.body.data.hero.slug).toBe(contentPack.home.hero);
    expect(home.body.data.editorsPicks.map((pick) => pick.slug).sort()).toEqual(
      [...contentPack.home.editorsPicks].sort(),
    );

    const publisher = await request<{ data: { name: string; picture: { url: string } } }>(
      '/api/publisher?populate=picture',
      { token: tokens.web },
    );
    expect(publisher.body.data.name).toBe(contentPack.publisher.name);
    expect(publisher.body.data.picture.url).toMatch(/^\/uploads\//);
  });
});
