import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CmsImage } from '@/lib/cms/media';
import { nextStart } from '@/lib/pagination/next-start';

export interface MagazineCover {
  id: string;
  slug: string;
  title: string;
  issueDate: string | null;
  cover: CmsImage | null;
}

export interface MagazinePage {
  magazines: MagazineCover[];
  total: number;
}

export const magazinesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['magazines', 'list'],
    queryFn: ({ pageParam }) =>
      import('./get-magazines').then((api) => api.getMagazines({ data: pageParam })),
    initialPageParam: 0,
    getNextPageParam: nextStart((page: MagazinePage) => page.magazines),
  });
