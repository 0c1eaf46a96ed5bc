import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import type { SiteSections } from './sitemap-files';

/**
 * The CMS entries with a page of their own besides articles: one bounded request (the CMS's
 * largest page, 100 of each). Articles are never read here: the sitemap's article files come
 * from the quiz-service's search index, the feeds read their newest few (feed-articles.server.ts).
 */
const siteSectionsQuery = graphql(`
  query SiteSections {
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

const present = <T>(items: readonly (T | null)[]) =>
  items.filter((item): item is T => item !== null);

/** Categories, magazines and stories (server only; through the web's CMS cache). */
export async function siteSections(): Promise<SiteSections> {
  const sections = await cmsQuery(siteSectionsQuery, {});
  return {
    categories: present(sections.categories),
    magazines: present(sections.magazines),
    stories: present(sections.stories),
  };
}
