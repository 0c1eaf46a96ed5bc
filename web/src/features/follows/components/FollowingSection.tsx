import { formatDate } from '@apogee/contracts/dates';
import { followMessages } from '@apogee/contracts/follow-texts';
import type { FollowingFeed } from '@apogee/contracts/follows';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';

export type FollowingSectionView =
  { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; feed: FollowingFeed };

export interface FollowingSectionProps {
  view: FollowingSectionView;
  onRetry?: () => void;
}

/**
 * The home page's "Following": the newest articles of the categories, tags and authors the
 * signed-in reader follows, or how to follow some. Rendered by the browser only (FollowingSlot).
 */
export function FollowingSection({ view, onRetry }: FollowingSectionProps) {
  let body;
  if (view.kind === 'loading') body = <Loader />;
  else if (view.kind === 'failed')
    body = (
      <>
        <p className="status-text status-text--error" role="alert">
          {followMessages.loadFailed}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </>
    );
  else if (view.feed.following === 0)
    body = <p className="following__hint">{followMessages.nothingFollowed}</p>;
  else if (view.feed.articles.length === 0)
    body = <p className="following__hint">{followMessages.noArticles}</p>;
  else
    body = (
      <ul className="following__list">
        {view.feed.articles.map((article) => (
          <li key={article.slug} className="following__item">
            <Link to="/$blogSlug" params={{ blogSlug: article.slug }} className="following__link">
              {article.title}
            </Link>
            <span className="following__meta">
              {[article.category?.name, article.author?.name, formatDate(article.publishedAt)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="following" aria-labelledby="following-title">
      <h2 id="following-title" className="following__title">
        Following
      </h2>
      {body}
    </section>
  );
}
