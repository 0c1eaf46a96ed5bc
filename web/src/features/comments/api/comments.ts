import type { CommentListResponse } from '@apogee/contracts/comments';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';

/** One page of an article's approved comments, newest first. */
export function getComments(blogSlug: string, page: number): Promise<CommentListResponse> {
  const query = new URLSearchParams({ blogSlug, page: String(page) });
  return apiRequest<CommentListResponse>(`/api/comments?${query}`);
}

/** The comments under an article, page by page ("Show more comments"). */
export const commentsQueryOptions = (blogSlug: string) =>
  infiniteQueryOptions({
    queryKey: ['comments', blogSlug],
    queryFn: ({ pageParam }) => getComments(blogSlug, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
