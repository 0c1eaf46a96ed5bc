import { POPULAR_POSTS } from '@apogee/contracts/editorial';
import { createServerFn } from '@tanstack/react-start';
import { SidebarDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toCmsMedia } from '@/lib/cms/media';
import { pickRandom } from '@/lib/random/pick-random';
import { visibleCategories, type SidebarData } from './sidebar';

/** The popular posts are picked from this many of the newest. */
const LATEST_POOL = 12;

export const getSidebar = createServerFn({ method: 'GET' }).handler(
  async (): Promise<SidebarData> => {
    const data = await cmsQuery(SidebarDocument, { latest: LATEST_POOL });
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
