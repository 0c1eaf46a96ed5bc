import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { BlogsByCategoryDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCards } from './blog-card';
import type { CategoryPage } from './blogs-by-category';

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
