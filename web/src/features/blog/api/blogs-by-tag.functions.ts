import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { BlogsByTagDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toBlogCards } from './blog-card';
import type { TagPage } from './blogs-by-tag';

export const getBlogsByTag = createServerFn({ method: 'GET' })
  .validator((input: { tag: string; page: number }) => ({
    tag: String(input.tag).slice(0, 200),
    page: Math.max(1, Math.trunc(Number(input.page)) || 1),
  }))
  .handler(async ({ data }): Promise<TagPage> => {
    const result = await cmsQuery(BlogsByTagDocument, { ...data, pageSize: BLOG_PAGE_SIZE });
    const info = result.blogs_connection?.pageInfo;
    return {
      blogs: toBlogCards(result.blogs_connection?.nodes ?? []),
      total: info?.total ?? 0,
      pageCount: info?.pageCount ?? 0,
    };
  });
