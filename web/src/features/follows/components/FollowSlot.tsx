import type { FollowKind } from '@apogee/contracts/follow-texts';
import { lazy } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';

/** The button and its requests: a chunk of their own, asked for once the page runs. */
const FollowControl = lazy(() => import('./FollowControl'));

export interface FollowSlotProps {
  kind: FollowKind;
  /** The page's slug (an address that is no slug, such as a tag's name, gets no button). */
  slug: string;
  name: string;
}

/**
 * Where a category's, tag's or author's page puts its Follow button. The server renders the
 * same empty slot for every reader (the page is shared by all); the browser fills it in. Kept
 * tiny: it is in the page's first load, everything else comes with FollowControl.
 */
export function FollowSlot({ kind, slug, name }: FollowSlotProps) {
  return (
    <LazyWhenVisible className="follow-slot" rootMargin="200px">
      <FollowControl kind={kind} slug={slug} name={name} />
    </LazyWhenVisible>
  );
}
