import { lazy } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';

/** The section and its request: a chunk of their own, asked for when the slot nears the screen. */
const FollowingFeed = lazy(() => import('./FollowingFeed'));

/**
 * Where the home page puts "Following". The server renders the same empty slot for every
 * reader (the home page is shared by all); the browser fills it in for a signed-in reader.
 */
export function FollowingSlot() {
  return (
    <LazyWhenVisible className="following-slot">
      <FollowingFeed />
    </LazyWhenVisible>
  );
}
