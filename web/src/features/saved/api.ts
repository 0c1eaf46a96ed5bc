import type {
  ContinueReadingResponse,
  SaveArticleResponse,
  SavedArticlesResponse,
} from '@apogee/contracts/saved-articles';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';
import { announceSavedChanged } from './saved-events';

/** One key for the reader's reading list: every Save button of a page shares its one request. */
export const SAVED_ARTICLES_QUERY_KEY = ['saved-articles'] as const;
export const CONTINUE_READING_QUERY_KEY = ['reading-positions', 'continue'] as const;

export const savedArticlesQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_ARTICLES_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<SavedArticlesResponse>('/api/saved-articles', { signal }),
    staleTime: 60_000,
  });

export const continueReadingQueryOptions = () =>
  queryOptions({
    queryKey: CONTINUE_READING_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<ContinueReadingResponse>('/api/reading-positions/continue', { signal }),
  });

/**
 * Saves or unsaves an article, then refreshes the reading list everywhere on the page and
 * tells the rest of the page (saved-events.ts).
 */
export async function setSaved(queryClient: QueryClient, slug: string, saved: boolean) {
  const path = `/api/saved-articles/${encodeURIComponent(slug)}`;
  if (saved) await apiRequest<SaveArticleResponse>(path, { method: 'PUT' });
  else await apiRequest<{ message: string }>(path, { method: 'DELETE' });
  // The list's new state is known: set it at once (no flash back), then read it again.
  queryClient.setQueryData<SavedArticlesResponse>(SAVED_ARTICLES_QUERY_KEY, (old) =>
    old && !saved ? { items: old.items.filter((item) => item.slug !== slug) } : old,
  );
  await queryClient.invalidateQueries({ queryKey: SAVED_ARTICLES_QUERY_KEY });
  announceSavedChanged();
}

/**
 * Records how far down an article the reader is (0 to 1). `keepalive` lets the last one go
 * out while the page is being left.
 */
export function sendReadingPosition(slug: string, progress: number): Promise<unknown> {
  return fetch(`/api/reading-positions/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ progress }),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}

/** The address that takes the reader back to where they were: `/${slug}#continue-40`. */
export function continueHash(progress: number): string {
  return `continue-${Math.round(progress * 100)}`;
}

/** The progress a `#continue-NN` address asks for, or null. */
export function progressFromHash(hash: string): number | null {
  const match = /^#?continue-(\d{1,3})$/.exec(hash);
  if (!match) return null;
  const percent = Number(match[1]);
  return percent <= 100 ? percent / 100 : null;
}
