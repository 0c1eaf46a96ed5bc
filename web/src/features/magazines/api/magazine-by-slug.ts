import { queryOptions } from '@tanstack/react-query';
import type { Block } from '@apogee/contracts/blocks';
import type { CmsImage } from '@/lib/cms/media';

export interface Magazine {
  id: string;
  slug: string;
  title: string;
  issueDate: string | null;
  description: Block[];
  descriptionText: string;
  readerUrl: string | null;
  purchaseUrl: string | null;
  cover: CmsImage | null;
  tags: { name: string; slug: string }[];
}

export const magazineBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['magazines', 'by-slug', slug],
    queryFn: () =>
      import('./get-magazine-by-slug').then((api) => api.getMagazineBySlug({ data: slug })),
  });
