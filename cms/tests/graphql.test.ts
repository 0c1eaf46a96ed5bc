import { describe, expect, it } from 'vitest';
import { graphql, request, tokens } from './support/client';

interface Card {
  slug: string;
  category: { slug: string } | null;
  tags: { slug: string }[];
  featureImage: { url: string } | null;
}

const LISTING = `query Listing($limit: Int, $tagLimit: Int) {
  blogs(pagination: { limit: $limit }, sort: ["publishedAt:desc"]) {
    slug
    category { slug }
    tags(pagination: { limit: $tagLimit }) { slug }
    featureImage { url }
  }
}`;

async function restCards(): Promise<Card[]> {
  const answer = await request<{ data: Card[] }>(
    '/api/blogs?sort=publishedAt:desc&pagination[pageSize]=12&populate[0]=category&populate[1]=tags&populate[2]=featureImage',
    { token: tokens.web },
  );
  return answer.body.data;
}

describe('GraphQL for the site', () => {
  it('lists 12 posts with the same category, tags and feature image as REST (relations are loaded in batches)', async () => {
    const answer = await graphql<{ blogs: Card[] }>(LISTING, tokens.web, {
      limit: 12,
      tagLimit: 10,
    });
    expect(answer.body.errors).toBeUndefined();
    const expected = (await restCards()).map((card) => ({
      slug: card.slug,
      category: card.category ? { slug: card.category.slug } : null,
      tags: card.tags.map((tag) => ({ slug: tag.slug })),
      featureImage: card.featureImage ? { url: card.featureImage.url } : null,
    }));
    expect(answer.body.data?.blogs).toEqual(expected);
  });

  it('pages the tags of each post on its own', async () => {
    const answer = await graphql<{ blogs: Card[] }>(LISTING, tokens.web, {
      limit: 12,
      tagLimit: 1,
    });
    const expected = (await restCards()).map((card) =>
      card.tags.slice(0, 1).map((tag) => tag.slug),
    );
    expect(answer.body.data?.blogs.map((card) => card.tags.map((tag) => tag.slug))).toEqual(
      expected,
    );
  });

  it('lists stories with their pages and media, and the home choices, as REST has them', async () => {
    const answer = await graphql<{
      stories: { slug: string; pages: { caption: string; media: { url: string } }[] }[];
      home: { hero: { slug: string }; editorsPicks: { slug: string }[] };
    }>(
      '{ stories(sort: ["slug:asc"], pagination: { limit: 100 }) { slug pages { caption media { url } } } home { hero { slug } editorsPicks { slug } } }',
      tokens.web,
    );
    expect(answer.body.errors).toBeUndefined();
    const stories = await request<{
      data: { slug: string; pages: { caption: string; media: { url: string } }[] }[];
    }>('/api/stories?sort=slug:asc&pagination[pageSize]=100&populate[pages][populate]=media', {
      token: tokens.web,
    });
    expect(answer.body.data?.stories).toEqual(
      stories.body.data.map((story) => ({
        slug: story.slug,
        pages: story.pages.map((page) => ({
          caption: page.caption,
          media: { url: page.media.url },
        })),
      })),
    );
    const home = await request<{
      data: { hero: { slug: string }; editorsPicks: { slug: string }[] };
    }>('/api/home?populate[0]=hero&populate[1]=editorsPicks', { token: tokens.web });
    expect(answer.body.data?.home).toEqual({
      hero: { slug: home.body.data.hero.slug },
      editorsPicks: home.body.data.editorsPicks.map((pick) => ({ slug: pick.slug })),
    });
  });

  it('returns 12 posts by default and never more than 100', async () => {
    const byDefault = await graphql<{ blogs: Card[] }>('{ blogs { slug } }', tokens.web);
    expect(byDefault.body.data?.blogs).toHaveLength(12);
    const greedy = await graphql<{ blogs: Card[] }>(
      '{ blogs(pagination: { limit: 1000 }) { slug } }',
      tokens.web,
    );
    expect(greedy.body.data?.blogs.length).toBeLessThanOrEqual(100);
  });

  it('refuses queries nested too deep', async () => {
    const deep =
      '{ blogs { tags { blogs { tags { blogs { tags { blogs { tags { slug } } } } } } } } }';
    const answer = await graphql(deep, tokens.web);
    expect(answer.body.errors?.[0]?.message).toMatch(/exceeds maximum operation depth/);
  });
});
