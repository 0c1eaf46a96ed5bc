import { queryOptions } from '@tanstack/react-query';
import type { CmsImage } from '@/lib/cms/media';

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

export const sidebarQueryOptions = () =>
  queryOptions({
    queryKey: ['sidebar'],
    queryFn: () => import('./get-sidebar').then((api) => api.getSidebar()),
    staleTime: 5 * 60_000,
  });
