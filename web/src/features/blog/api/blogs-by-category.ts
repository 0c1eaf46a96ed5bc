import { infiniteQueryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { BlogsByCategoryDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { nextStart } from '@/lib/pagination/next-start';
import { BLOG_PAGE_SIZE, toBlogCards, type BlogPage } from './blog-card';

export interface CategoryPage extends BlogPage {
  /** Null when no category has this slug. */
  category: { name: string; slug: string } | null;
}

export const getBlogsByCategory = createServerFn({ method: 'GET' })
  .validator((input: { slug: string; start: number }) => ({
    slug: String(input.slug).slice(0, 200),
    start: Math.max(0, Math.trunc(Number(input.start)) || 0),
  }))
  .handler(async ({ data }): Promise<CategoryPage> => {
    const result = await cmsQuery(BlogsByCategoryDocument, { ...data, limit: BLOG_PAGE_SIZE });
    const category = result.categories[0];
    return {
      category:
        category?.name && category.slug ? { name: category.name, slug: category.slug } : null,
      blogs: toBlogCards(result.blogs_connection?.nodes ?? []),
      total: result.blogs_connection?.pageInfo.total ?? 0,
    };
  });

export const blogsByCategoryQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['blogs', 'by-category', slug],
    queryFn: ({ pageParam }) => getBlogsByCategory({ data: { slug, start: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: BlogPage) => page.blogs),
  });
