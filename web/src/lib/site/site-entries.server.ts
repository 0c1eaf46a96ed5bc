import { graphql } from '@/gql';
import type { SitemapEntriesQuery } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client.server';

/** Everything with a public page: articles (page by page), categories, magazines, stories. */
const sitemapEntriesQuery = graphql(`
  query SitemapEntries($start: Int!, $limit: Int!) {
    blogs(sort: ["publishedAt:desc"], pagination: { start: $start, limit: $limit }) {
      slug
      title
      description
      publishedAt
      updatedAt
      category {
        name
        slug
      }
    }
    categories(pagination: { limit: 100 }) {
      slug
      name
    }
    magazines(pagination: { limit: 100 }) {
      slug
      updatedAt
    }
    stories(pagination: { limit: 100 }) {
      slug
      updatedAt
    }
  }
`);

/** The CMS answers at most this many entries per request. */
const CMS_MAX_LIMIT = 100;

type Entry<T> = NonNullable<T extends readonly (infer U)[] ? U : never>;
export type SiteBlogEntry = Entry<SitemapEntriesQuery['blogs']>;

/** Everything that has a public page, newest articles first (server only). */
export async function siteEntries() {
  const first = await cmsQuery(sitemapEntriesQuery, { start: 0, limit: CMS_MAX_LIMIT });
  const blogs = [...first.blogs];
  for (let start = CMS_MAX_LIMIT; blogs.length === start; start += CMS_MAX_LIMIT) {
    const next = await cmsQuery(sitemapEntriesQuery, { start, limit: CMS_MAX_LIMIT });
    blogs.push(...next.blogs);
  }
  const present = <T>(items: readonly (T | null)[]) =>
    items.filter((item): item is T => item !== null);
  return {
    blogs: present(blogs),
    categories: present(first.categories),
    magazines: present(first.magazines),
    stories: present(first.stories),
  };
}
