import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LazyWhenVisible } from '@/components/lazy/LazyWhenVisible';
import { buttonClassName } from '@/components/ui/button/Button';
import { DailyCardState } from './DailyCardState';

export interface DailyHomeCardProps {
  /** The reader's own part; by default asked for by the browser (DailyCardState). */
  status?: ReactNode;
}

/**
 * The home page's way into the daily challenge. The server renders the same card for every
 * reader (heading, what it is, the link); today's number and the reader's state are filled in by
 * the browser: the web does not know the site's day, and a page kept past midnight would show
 * yesterday's number.
 */
export function DailyHomeCard({ status = <DailyCardState /> }: DailyHomeCardProps) {
  return (
    <section className="daily-card" aria-labelledby="daily-card-title">
      <h2 id="daily-card-title" className="daily-card__title">
        Daily Challenge
      </h2>
      <p className="daily-card__about">
        Five questions on aviation and space, the same for everyone, once a day.
      </p>
      <LazyWhenVisible className="daily-card__slot" rootMargin="200px">
        {status}
      </LazyWhenVisible>
      <Link to="/daily" className={buttonClassName('primary', 'daily-card__play')}>
        Play today&rsquo;s challenge
      </Link>
    </section>
  );
}
