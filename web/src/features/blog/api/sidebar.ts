import { queryOptions } from '@tanstack/react-query';
import { createServerFn } from '@tanstack/react-start';
import { SidebarDocument } from '@/gql/graphql';
import { cmsQuery } from '@/lib/cms/cms-client';
import { toCmsMedia, type CmsImage } from '@/lib/cms/media';
import { pickRandom } from '@/lib/random/pick-random';

/** SPEC §9: 5 random picks from the latest posts. */
export const POPULAR_POSTS = 5;
const LATEST_POOL = 12;

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

/** The category named "other" is hidden from the sidebar (SPEC §2). */
export function visibleCategories(
  categories: readonly ({ name?: string | null; slug?: string | null } | null)[],
) {
  return categories.flatMap((category) =>
    category?.name && category.slug && category.name.trim().toLowerCase() !== 'other'
      ? [{ name: category.name, slug: category.slug }]
      : [],
  );
}

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

export const sidebarQueryOptions = () =>
  queryOptions({ queryKey: ['sidebar'], queryFn: () => getSidebar(), staleTime: 5 * 60_000 });
