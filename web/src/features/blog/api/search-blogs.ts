import type { SearchPage } from '@apogee/contracts/search';
import { createIsomorphicFn } from '@tanstack/react-start';
import { apiRequest } from '@/lib/api/api-request';
import { searchApiPath } from '@/lib/search/search-api-path';
import type { SearchRequest } from '@/lib/search/search-params';

/**
 * One page of search results from the quiz-service's index (GET /api/search). While the web
 * server renders /search, it asks the service directly; in the browser (Load More, another
 * facet or sort) the page asks through the web's /api proxy, so no server function stands in
 * between. /search is a page for everyone: the request carries no session either way. A failed
 * answer rejects with an ApiRequestError, which the page shows as "Failed to fetch blogs".
 */
export const searchBlogs = createIsomorphicFn()
  .server(
    async (request: SearchRequest, start: number, _signal?: AbortSignal): Promise<SearchPage> => {
      // Loaded here, in the server branch the build removes from the browser's bundle, so
      // browser code (and Storybook) never loads a server-only module.
      const [{ serverApiRequest }, { answerRefusedSearch }] = await Promise.all([
        import('@/lib/api/api-request.server'),
        import('@/lib/search/search-refused.server'),
      ]);
      try {
        return await serverApiRequest<SearchPage>(searchApiPath(request, start));
      } catch (error) {
        answerRefusedSearch(error);
        throw error;
      }
    },
  )
  .client((request: SearchRequest, start: number, signal?: AbortSignal): Promise<SearchPage> =>
    apiRequest<SearchPage>(searchApiPath(request, start), { signal }),
  );
