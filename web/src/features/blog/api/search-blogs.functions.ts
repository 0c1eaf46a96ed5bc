import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { blocksToText, parseBlocks } from '@apogee/contracts/blocks';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { formatDate } from '@apogee/contracts/dates';
import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import { matchesSearch, normaliseSearchTerm } from '@/lib/search/match-blog';
import { toBlogCard, type BlogCard, type BlogPage } from './blog-card';

/** Every article with its text, page by page, for the site's search. */
const searchableBlogsQuery = graphql(`
  query SearchableBlogs($start: Int!, $limit: Int!) {
    blogs_connection(sort: ["publishedAt:desc"], pagination: { start: $start, limit: $limit }) {
      nodes {
        ...BlogCardFields
        content
      }
      pageInfo {
        total
      }
    }
  }
`);

/** The CMS answers at most this many entries per request. */
const CMS_MAX_LIMIT = 100;

async function searchableBlogs() {
  const all: { card: BlogCard; contentText: string }[] = [];
  for (let start = 0; ; start += CMS_MAX_LIMIT) {
    const { blogs_connection } = await cmsQuery(searchableBlogsQuery, {
      start,
      limit: CMS_MAX_LIMIT,
    });
    const nodes = blogs_connection?.nodes ?? [];
    for (const node of nodes) {
      const card = toBlogCard(node);
      if (card) all.push({ card, contentText: blocksToText(parseBlocks(node.content)) });
    }
    if (
      nodes.length < CMS_MAX_LIMIT ||
      start + CMS_MAX_LIMIT >= (blogs_connection?.pageInfo.total ?? 0)
    )
      break;
  }
  return all;
}

export const getSearchResults = createServerFn({ method: 'GET' })
  .validator((input: { term: string; start: number }) => ({
    term: normaliseSearchTerm(String(input.term)).slice(0, 200),
    start: Math.max(0, Math.trunc(Number(input.start)) || 0),
  }))
  .handler(async ({ data }): Promise<BlogPage> => {
    if (!data.term) return { blogs: [], total: 0 };
    const matches = (await searchableBlogs())
      .filter(({ card, contentText }) =>
        matchesSearch(
          {
            title: card.title,
            description: card.description,
            categoryName: card.category?.name ?? '',
            contentText,
            formattedDate: formatDate(card.publishedAt),
          },
          data.term,
        ),
      )
      .map(({ card }) => card);
    return { blogs: matches.slice(data.start, data.start + BLOG_PAGE_SIZE), total: matches.length };
  });
