import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toBlogCards, type BlogPage } from './blog-card';

/** The tag's name as the CMS spells it, and one numbered page of its articles, newest first. */
const blogsByTagQuery = graphql(`
  query BlogsByTag($tag: String!, $page: Int!, $pageSize: Int!) {
    tags(filters: { slug: { eq: $tag } }, pagination: { limit: 1 }) {
      name
    }
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
  /** The tag's name ("NASA" for the slug "nasa"); null when no tag has this slug. */
  name: string | null;
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
      name: result.tags[0]?.name || null,
      blogs: toBlogCards(result.blogs_connection?.nodes ?? []),
      total: info?.total ?? 0,
      pageCount: info?.pageCount ?? 0,
    };
  });
