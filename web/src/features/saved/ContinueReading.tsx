import { Link } from '@tanstack/react-router';
import { continueHash } from './api';

export interface ContinueReadingProps {
  article: { slug: string; title: string; progress: number };
}

/** "Continue reading: <title> — 40% read", back to where the reader left the article. */
export function ContinueReading({ article }: ContinueReadingProps) {
  const percent = Math.round(article.progress * 100);
  return (
    <section className="continue-reading" aria-labelledby="continue-reading-title">
      <h2 id="continue-reading-title" className="continue-reading__label">
        Continue reading
      </h2>
      <p className="continue-reading__article">
        <Link
          to="/$blogSlug"
          params={{ blogSlug: article.slug }}
          hash={continueHash(article.progress)}
          className="continue-reading__link"
        >
          {article.title}
        </Link>
        <span className="continue-reading__progress"> — {percent}% read</span>
      </p>
      <span
        className="continue-reading__bar"
        role="progressbar"
        aria-label={`${percent}% read`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <span className="continue-reading__fill" style={{ width: `${percent}%` }} />
      </span>
    </section>
  );
}
