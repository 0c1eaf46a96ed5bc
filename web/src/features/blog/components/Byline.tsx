import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format/format-date';

export interface BylineProps {
  /** The site's fixed author label; links to the publisher page. */
  authorLabel: string;
  publishedAt?: string | null;
  className: string;
  authorClassName?: string;
  /** More facts after the date (the article's reading time), each after its own " · ". */
  children?: ReactNode;
}

/** An article's author label and publication date, as shown on cards, the hero and the page. */
export function Byline({
  authorLabel,
  publishedAt,
  className,
  authorClassName,
  children,
}: BylineProps) {
  return (
    <p className={className}>
      <Link to="/user-profile" className={authorClassName}>
        {authorLabel}
      </Link>
      {publishedAt ? (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        </>
      ) : null}
      {children}
    </p>
  );
}
