import { FOLLOW_SLUG_SHAPE, followMessages, type FollowKind } from '@apogee/contracts/follow-texts';
import type { FollowsResponse } from '@apogee/contracts/follows';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api/api-error';
import { useSessionUser } from '@/lib/session/session';
import { follow, FOLLOWING_FEED_QUERY_KEY, followsQueryOptions, unfollow } from '../api/follows';
import { FollowButton, type FollowButtonView } from './FollowButton';

export interface FollowControlProps {
  kind: FollowKind;
  slug: string;
  /** The name as readers see it ("NASA"). */
  name: string;
}

/**
 * The Follow button's state: the session, then the reader's follows (one request, shared by
 * every button of the page and kept per reader), then each change as the service stored it.
 * Loaded as a chunk of its own once the page runs (FollowSlot).
 */
export function FollowControl({ kind, slug: address, name }: FollowControlProps) {
  // Tag pages also answer to a tag's name ("NASA"); the follow is by slug.
  const slug = address.toLowerCase();
  const user = useSessionUser();
  const redirect = useLocation({ select: (location) => location.href });
  const queryClient = useQueryClient();
  const options = followsQueryOptions(user?.id ?? '');
  const follows = useQuery({ ...options, enabled: Boolean(user) });
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const followed = follows.data?.follows.some((f) => f.kind === kind && f.slug === slug) ?? false;
  const view: FollowButtonView =
    user === undefined
      ? { kind: 'loading' }
      : user === null
        ? { kind: 'signed-out' }
        : follows.isPending
          ? { kind: 'loading' }
          : follows.isError
            ? { kind: 'failed' }
            : {
                kind: 'ready',
                following: pending ?? followed,
                pending: pending !== null,
                error,
              };

  async function toggle() {
    const target = !followed;
    setPending(target);
    setError(null);
    try {
      const changed = await (target ? follow : unfollow)(kind, slug);
      queryClient.setQueryData<FollowsResponse>(options.queryKey, { follows: changed.follows });
      void queryClient.invalidateQueries({ queryKey: FOLLOWING_FEED_QUERY_KEY });
    } catch (caught) {
      setError(caught instanceof ApiRequestError ? caught.message : followMessages.failed);
    } finally {
      setPending(null);
    }
  }

  if (!FOLLOW_SLUG_SHAPE.test(slug)) return null;
  return (
    <FollowButton
      view={view}
      kind={kind}
      name={name}
      redirect={redirect}
      onToggle={() => void toggle()}
      onRetry={() => void follows.refetch()}
    />
  );
}

export default FollowControl;
