import { queryOptions } from '@tanstack/react-query';

export const storiesQueryOptions = () =>
  queryOptions({
    queryKey: ['stories', 'list'],
    queryFn: () => import('./get-stories').then((api) => api.getStories()),
  });
