import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import { readerCredit, type Story } from '../api/story';

/**
 * How wide a card is (stories.css: a grid of columns of at least 11rem): about 45% of a
 * phone's width, never more than about 240px from tablets up. Covers are 1080px wide
 * portraits, so phones get a 500px version instead.
 */
const STORY_CARD_SIZES = '(min-width: 600px) 240px, 50vw';

/**
 * Story cards: the first page is the cover (a muted looping video, or an image: the first card's
 * is the page's largest paint, so it loads at once with high priority; the others lazily).
 */
export function StoryGallery({
  stories,
  firstCoverFirst = true,
}: {
  stories: Story[];
  /** False where the gallery is not the page's main content (the home page's row). */
  firstCoverFirst?: boolean;
}) {
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
                // The title says what the card is: the picture is decoration.
                <ResponsiveImage
                  className="story-card__media"
                  image={{ ...cover, alt: '' }}
                  sizes={STORY_CARD_SIZES}
                  priority={firstCoverFirst && index === 0}
                />
              ) : null}
              <span className="story-card__title">
                {story.title}
                {story.readerName ? (
                  <span className="story-card__credit">{readerCredit(story.readerName)}</span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
