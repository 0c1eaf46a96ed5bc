import { Link } from '@tanstack/react-router';
import type { Story } from '../api/story';
import { StoryGallery } from './StoryGallery';

/** How many of the newest stories the home page shows: one row on a wide screen. */
export const LATEST_STORIES = 4;

/**
 * The home page's row of the newest stories, with a link to them all. Nothing when there are
 * none (or they could not be read): the home page does without it.
 */
export function LatestStories({ stories }: { stories: Story[] }) {
  if (stories.length === 0) return null;
  return (
    <section className="latest-stories" aria-labelledby="latest-stories-title">
      <div className="latest-stories__head">
        <h2 id="latest-stories-title" className="section-title">
          Latest stories
        </h2>
        <Link to="/stories" className="latest-stories__all">
          See all stories
        </Link>
      </div>
      <StoryGallery stories={stories.slice(0, LATEST_STORIES)} firstCoverFirst={false} />
    </section>
  );
}
