import { graphql } from '@/gql';
import type { FeedArticleFieldsFragment } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import type { FeedItem } from './feeds';

/** Articles a feed lists: the newest, never more (a feed reader keeps what it saw before). */
export const FEED_ITEMS = 30;

export const feedArticleFields = graphql(`
  fragment FeedArticleFields on Blog {
    slug
    title
    description
    publishedAt
    category {
      name
    }
  }
`);

const siteFeedQuery = graphql(`
  query SiteFeed($limit: Int!) {
    blogs(sort: ["publishedAt:desc"], pagination: { limit: $limit }) {
      ...FeedArticleFields
    }
  }
`);

const categoryFeedQuery = graphql(`
  query CategoryFeed($slug: String!, $limit: Int!) {
    categories(filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      name
      slug
    }
    blogs(
      filters: { category: { slug: { eq: $slug } } }
      sort: ["publishedAt:desc"]
      pagination: { limit: $limit }
    ) {
      ...FeedArticleFields
    }
  }
`);

function toFeedItems(blogs: readonly (FeedArticleFieldsFragment | null)[]): FeedItem[] {
  return blogs.flatMap((blog) =>
    blog
      ? [
          {
            title: blog.title,
            path: `/${blog.slug}`,
            description: blog.description,
            publishedAt: blog.publishedAt,
            category: blog.category?.name,
          },
        ]
      : [],
  );
}

/** The site's newest articles, newest first (server only). */
export async function siteFeedArticles(limit = FEED_ITEMS): Promise<FeedItem[]> {
  const { blogs } = await cmsQuery(siteFeedQuery, { limit });
  return toFeedItems(blogs);
}

/** A category and its newest articles, or null when no category has this slug. */
export async function categoryFeedArticles(
  slug: string,
  limit = FEED_ITEMS,
): Promise<{ category: { name: string; slug: string }; items: FeedItem[] } | null> {
  const { categories, blogs } = await cmsQuery(categoryFeedQuery, { slug, limit });
  const category = categories[0];
  return category ? { category, items: toFeedItems(blogs) } : null;
}
