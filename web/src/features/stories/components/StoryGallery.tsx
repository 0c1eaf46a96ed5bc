import { Link } from '@tanstack/react-router';
import type { Story } from '../api/story';

/**
 * Story cards: the first page is the cover (a muted looping video, or an image: the first card's
 * is the page's largest paint, so it loads at once with high priority; the others lazily).
 */
export function StoryGallery({ stories }: { stories: Story[] }) {
  return (
    <ul className="card-grid story-gallery">
      {stories.map((story, index) => {
        const cover = story.pages[0]?.media;
        return (
          <li key={story.id}>
            <Link to="/story/$storySlug" params={{ storySlug: story.slug }} className="story-card">
              {cover?.kind === 'video' ? (
                <video
                  className="story-card__media"
                  src={cover.url}
                  autoPlay
                  loop
                  muted
                  playsInline
                  aria-hidden="true"
                />
              ) : cover ? (
                <img
                  className="story-card__media"
                  src={cover.url}
                  alt=""
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                  width={cover.width ?? undefined}
                  height={cover.height ?? undefined}
                />
              ) : null}
              <span className="story-card__title">{story.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
