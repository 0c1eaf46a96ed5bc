import { rankRelated } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toBlogCard, type BlogCard } from './blog-card';

/** Candidates for an article's related posts: the newest 30 sharing one of its tags, with their tags. */
const relatedBlogsQuery = graphql(`
  query RelatedBlogs($slug: String!, $tagSlugs: [String]!) {
    blogs(
      filters: { tags: { slug: { in: $tagSlugs } }, slug: { ne: $slug } }
      sort: ["publishedAt:desc"]
      pagination: { limit: 30 }
    ) {
      ...BlogCardFields
      tags {
        slug
      }
    }
  }
`);

export const getRelatedBlogs = createServerFn({ method: 'GET' })
  .validator((input: { slug: string; tagSlugs: string[] }) => ({
    slug: String(input.slug),
    tagSlugs: input.tagSlugs.map(String).slice(0, 10),
  }))
  .handler(async ({ data }): Promise<BlogCard[]> => {
    if (data.tagSlugs.length === 0) return [];
    // "Related posts" is an extra under the article: when it fails the article still shows.
    const blogs = await cmsQuery(relatedBlogsQuery, data).then(
      (result) => result.blogs,
      (error: Error) => {
        console.error('web: related posts unavailable:', error.message);
        return [];
      },
    );
    const candidates = blogs.flatMap((blog) => {
      const card = toBlogCard(blog);
      return card
        ? [
            {
              card,
              publishedAt: card.publishedAt,
              tags: blog?.tags.flatMap((tag) => (tag?.slug ? [tag.slug] : [])) ?? [],
            },
          ]
        : [];
    });
    return rankRelated(candidates, data.tagSlugs).map(({ card }) => card);
  });
