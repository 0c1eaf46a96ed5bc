import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { toBlogCards, type BlogPage } from './blog-card';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toCmsMedia } from '@/lib/cms/media';
import { toAuthorLinks, type AuthorProfile } from './author-profile';

/** An author's profile and one page of the articles they signed, newest first. */
const authorPageQuery = graphql(`
  query AuthorPage($slug: String!, $start: Int!, $limit: Int!) {
    authors(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      name
      slug
      jobTitle
      bio
      picture {
        ...MediaFields
      }
      links {
        website
        x
        linkedin
        mastodon
        bluesky
      }
    }
    blogs_connection(
      filters: { author: { slug: { eq: $slug } } }
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

export interface AuthorPage extends BlogPage {
  /** Null when no author has this slug. */
  author: AuthorProfile | null;
}

export const getAuthorPage = createServerFn({ method: 'GET' })
  .validator((input: { slug: string; start: number }) => ({
    slug: String(input.slug).slice(0, 200),
    start: Math.max(0, Math.trunc(Number(input.start)) || 0),
  }))
  .handler(async ({ data }): Promise<AuthorPage> => {
    const result = await cmsQuery(authorPageQuery, { ...data, limit: BLOG_PAGE_SIZE });
    const author = result.authors[0];
    return {
      author:
        author?.name && author.slug
          ? {
              name: author.name,
              slug: author.slug,
              jobTitle: author.jobTitle ?? null,
              bio: author.bio ?? null,
              picture: toCmsMedia(author.picture, author.name),
              links: toAuthorLinks(author.links),
            }
          : null,
      blogs: toBlogCards(result.blogs_connection?.nodes ?? []),
      total: result.blogs_connection?.pageInfo.total ?? 0,
    };
  });
