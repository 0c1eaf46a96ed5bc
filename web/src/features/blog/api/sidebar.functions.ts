import { POPULAR_POSTS } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { graphql } from '@/gql';
import { cmsQuery } from '@/lib/cms/cms-client.server';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';
import { pickRandom } from '@/lib/random/pick-random';
import { visibleCategories } from '../lib/visible-categories';

/** The sidebar's categories and the newest articles its popular posts are picked from. */
const sidebarQuery = graphql(`
  query Sidebar($latest: Int!) {
    categories(sort: ["name:asc"], pagination: { limit: 100 }) {
      name
      slug
    }
    blogs(sort: ["publishedAt:desc"], pagination: { limit: $latest }) {
      documentId
      title
      slug
      publishedAt
      featureImage {
        ...MediaFields
      }
    }
  }
`);

export interface SidebarData {
  categories: { name: string; slug: string }[];
  popularPosts: {
    id: string;
    slug: string;
    title: string;
    publishedAt: string | null;
    image: CmsImage | null;
  }[];
}

/** The popular posts are picked from this many of the newest. */
const LATEST_POOL = 12;

export const getSidebar = createServerFn({ method: 'GET' }).handler(
  async (): Promise<SidebarData> => {
    const data = await cmsQuery(sidebarQuery, { latest: LATEST_POOL });
    const latest = data.blogs.flatMap((blog) =>
      blog?.slug && blog.title
        ? [
            {
              id: blog.documentId,
              slug: blog.slug,
              title: blog.title,
              publishedAt: blog.publishedAt ?? null,
              image: toCmsMedia(blog.featureImage, blog.title),
            },
          ]
        : [],
    );
    // Picked on the server, so the page and its hydration agree.
    return {
      categories: visibleCategories(data.categories),
      popularPosts: pickRandom(latest, POPULAR_POSTS),
    };
  },
);
