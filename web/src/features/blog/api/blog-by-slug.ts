import { queryOptions } from '@tanstack/react-query';
import type { Block } from '@apogee/contracts/blocks';
import type { BlogCard } from './blog-card';

export interface BlogArticle extends BlogCard {
  content: Block[];
  readingMinutes: number;
  updatedAt: string | null;
  tags: { name: string; slug: string }[];
  seo: {
    title: string | null;
    description: string | null;
    keywords: string | null;
    image: string | null;
  };
}

export const blogBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blogs', 'by-slug', slug],
    queryFn: () => import('./get-blog-by-slug').then((api) => api.getBlogBySlug({ data: slug })),
  });
