import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sentWithPage } from '@/lib/query/loader-data-only';
import { blogBySlugQueryOptions, latestBlogsQueryOptions, sidebarQueryOptions } from './queries';

/** The queries the server would send with a page, as react-router-ssr-query dehydrates them. */
function sentKeys(queryClient: QueryClient) {
  return dehydrate(queryClient, { shouldDehydrateQuery: sentWithPage }).queries.map((query) =>
    JSON.stringify(query.queryKey),
  );
}

describe('queries sent with a page', () => {
  it('leaves out what the page carries as loader data and sends the rest', async () => {
    const queryClient = new QueryClient();
    // Each read answered here rather than by the CMS; the queries keep their own options.
    await queryClient.prefetchQuery({ ...blogBySlugQueryOptions('artemis'), queryFn: () => null });
    await queryClient.prefetchInfiniteQuery({
      ...latestBlogsQueryOptions(),
      queryFn: () => ({ blogs: [], total: 0 }),
    });
    await queryClient.prefetchQuery({
      ...sidebarQueryOptions(),
      queryFn: () => ({ categories: [], popularPosts: [] }),
    });
    expect(sentKeys(queryClient)).toEqual([JSON.stringify(['sidebar'])]);
  });
});
