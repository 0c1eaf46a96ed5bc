import { queryOptions } from '@tanstack/react-query';
import type { Block } from '@apogee/contracts/blocks';
import type { CmsImage } from '@/lib/cms/media';

export interface Publisher {
  name: string;
  bio: Block[];
  contactEmail: string | null;
  picture: CmsImage | null;
}

export const publisherQueryOptions = () =>
  queryOptions({
    queryKey: ['publisher'],
    queryFn: () => import('./get-publisher').then((api) => api.getPublisher()),
  });
