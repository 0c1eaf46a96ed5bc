import { BLOG_PAGE_SIZE } from '@apogee/contracts/editorial';
import type { SearchRequest } from './search-params';

/** The quiz-service path of one page of results, `start` results in. */
export function searchApiPath(request: SearchRequest, start: number): string {
  const query = new URLSearchParams({
    q: request.term,
    start: String(start),
    limit: String(BLOG_PAGE_SIZE),
    sort: request.sort,
  });
  if (request.category) query.set('category', request.category);
  if (request.tag) query.set('tag', request.tag);
  if (request.year !== undefined) query.set('year', String(request.year));
  return `/api/search?${query}`;
}
