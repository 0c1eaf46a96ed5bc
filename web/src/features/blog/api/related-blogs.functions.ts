import { rankRelated } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { RelatedBlogsDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCard, type BlogCard } from './blog-card';

export const getRelatedBlogs = createServerFn({ method: 'GET' })
  .validator((input: { slug: string; tagSlugs: string[] }) => ({
    slug: String(input.slug),
    tagSlugs: input.tagSlugs.map(String).slice(0, 10),
  }))
  .handler(async ({ data }): Promise<BlogCard[]> => {
    if (data.tagSlugs.length === 0) return [];
    // "Related posts" is an extra under the article: when it fails the article still shows.
    const blogs = await cmsQuery(RelatedBlogsDocument, data).then(
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
