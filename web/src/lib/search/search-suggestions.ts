import type { SearchSuggestions } from '@apogee/contracts/search';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';

/** Instant results start at this many characters: one letter matches half the titles. */
export const SUGGEST_MIN_CHARS = 2;
/** Typing pauses this long before the titles are asked for, so a word is one request. */
export const SUGGEST_DELAY_MS = 180;

/** The titles starting like the term's last word (GET /api/search/suggest), from the browser. */
export function requestSuggestions(term: string, signal?: AbortSignal) {
  return apiRequest<SearchSuggestions>(`/api/search/suggest?${new URLSearchParams({ q: term })}`, {
    signal,
  });
}

export type FindSuggestions = typeof requestSuggestions;

export const searchSuggestionsQueryOptions = (
  term: string,
  findSuggestions: FindSuggestions = requestSuggestions,
) =>
  queryOptions({
    queryKey: ['search', 'suggestions', term],
    queryFn: ({ signal }) => findSuggestions(term, signal),
    // Titles change when editors publish; a reader retyping a word needs no new answer.
    staleTime: 5 * 60_000,
    // A failed suggestion is not worth a second wait: Enter still searches.
    retry: false,
  });
