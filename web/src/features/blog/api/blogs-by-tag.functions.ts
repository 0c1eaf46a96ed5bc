import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toBlogCards, type BlogPage } from './blog-card';

/** One numbered page of the articles with a tag, newest first. */
const blogsByTagQuery = graphql(`
  query BlogsByTag($tag: String!, $page: Int!, $pageSize: Int!) {
    blogs_connection(
      filters: { tags: { slug: { eq: $tag } } }
      sort: ["publishedAt:desc"]
      pagination: { page: $page, pageSize: $pageSize }
    ) {
      nodes {
        ...BlogCardFields
      }
      pageInfo {
        total
        pageCount
      }
    }
  }
`);

export interface TagPage extends BlogPage {
  pageCount: number;
}

export const getBlogsByTag = createServerFn({ method: 'GET' })
  .validator((input: { tag: string; page: number }) => ({
    tag: String(input.tag).slice(0, 200),
    page: Math.max(1, Math.trunc(Number(input.page)) || 1),
  }))
  .handler(async ({ data }): Promise<TagPage> => {
    const result = await cmsQuery(blogsByTagQuery, { ...data, pageSize: BLOG_PAGE_SIZE });
    const info = result.blogs_connection?.pageInfo;
    return {
      blogs: toBlogCards(result.blogs_connection?.nodes ?? []),
      total: info?.total ?? 0,
      pageCount: info?.pageCount ?? 0,
    };
  });
