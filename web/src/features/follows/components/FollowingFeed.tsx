import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '@/lib/session/session';
import { followingFeedQueryOptions } from '../api/follows';
import { FollowingSection, type FollowingSectionView } from './FollowingSection';

/**
 * The "Following" section's data, for a signed-in reader only (a visitor's home page has no
 * such section): asked for by the browser after load, kept per reader. Loaded as a chunk of
 * its own once the slot nears the screen (FollowingSlot).
 */
export function FollowingFeed() {
  const user = useSessionUser();
  const feed = useQuery({ ...followingFeedQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  if (!user) return null;
  const view: FollowingSectionView = feed.isPending
    ? { kind: 'loading' }
    : feed.isError
      ? { kind: 'failed' }
      : { kind: 'ready', feed: feed.data };
  return <FollowingSection view={view} onRetry={() => void feed.refetch()} />;
}

export default FollowingFeed;
