import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toBlogCards, type BlogPage } from './blog-card';

/** A category's name and one page of its articles, newest first. */
const blogsByCategoryQuery = graphql(`
  query BlogsByCategory($slug: String!, $start: Int!, $limit: Int!) {
    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      name
      slug
      description
    }
    blogs_connection(
      filters: { category: { slug: { eq: $slug } } }
      sort: ["publishedAt:desc"]
      pagination: { start: $start, limit: $limit }
    ) {
      nodes {
        ...BlogCardFields
      }
      pageInfo {
        total
      }
    }
  }
`);

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
    const result = await cmsQuery(blogsByCategoryQuery, { ...data, limit: BLOG_PAGE_SIZE });
    const category = result.categories[0];
    return {
      category:
        category?.name && category.slug ? { name: category.name, slug: category.slug } : null,
      blogs: toBlogCards(result.blogs_connection?.nodes ?? []),
      total: result.blogs_connection?.pageInfo.total ?? 0,
    };
  });
