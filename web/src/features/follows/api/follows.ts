import type {
  FollowChanged,
  FollowingFeed,
  FollowKind,
  FollowsResponse,
} from '@apogee/contracts/follows';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/api-request';

// What the signed-in reader follows and the articles of it: asked for by the browser only,
// after load (the pages' HTML is the same for every reader).

const followPath = (kind: FollowKind, slug: string) =>
  `/api/follows/${kind}/${encodeURIComponent(slug)}`;

export const FOLLOWS_QUERY_KEY = ['follows'] as const;
export const FOLLOWING_FEED_QUERY_KEY = ['follows', 'feed'] as const;

/** Kept per reader: another reader signing in on the same tab never sees the first one's. */
export const followsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...FOLLOWS_QUERY_KEY, userId],
    queryFn: () => apiRequest<FollowsResponse>('/api/follows'),
  });

export const followingFeedQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...FOLLOWING_FEED_QUERY_KEY, userId],
    queryFn: () => apiRequest<FollowingFeed>('/api/follows/feed'),
  });

export function follow(kind: FollowKind, slug: string): Promise<FollowChanged> {
  return apiRequest<FollowChanged>(followPath(kind, slug), { method: 'PUT' });
}

export function unfollow(kind: FollowKind, slug: string): Promise<FollowChanged> {
  return apiRequest<FollowChanged>(followPath(kind, slug), { method: 'DELETE' });
}
