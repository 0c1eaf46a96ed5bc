import type { DailyResult } from '@apogee/contracts/quiz-learning';
import { createIsomorphicFn } from '@tanstack/react-start';

const resultPath = (shareId: string) => `/api/quiz/daily/results/${encodeURIComponent(shareId)}`;

/**
 * A shared daily result for its public page: asked for by the server while the page renders
 * (the result is in the page for link previews), by the browser on a client-side visit. Null
 * when no result has this share id. The route's loader is in every page's first load, so both
 * branches load what they call when called.
 */
export const loadDailyResult = createIsomorphicFn()
  .server(async (shareId: string): Promise<DailyResult | null> => {
    // Loaded here, in the server branch the build removes from the browser's bundle.
    const { serverApiRequest } = await import('@/lib/api/api-request.server');
    return orNotFound(() => serverApiRequest<DailyResult>(resultPath(shareId)));
  })
  .client(async (shareId: string): Promise<DailyResult | null> => {
    const { apiRequest } = await import('@/lib/api/api-request');
    return orNotFound(() => apiRequest<DailyResult>(resultPath(shareId)));
  });

async function orNotFound(read: () => Promise<DailyResult>): Promise<DailyResult | null> {
  try {
    return await read();
  } catch (error) {
    // The status is read as is: importing ApiRequestError here would put its module (and its
    // messages) into every page's first load, where this route's loader sits.
    if ((error as { status?: unknown }).status === 404) return null;
    throw error;
  }
}
