import type { DailyResult } from '@apogee/contracts/quiz-learning';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button/Button';
import { dailyTitle, gridDescription, gridLine } from '../lib/daily-grid';
import { shareConfirmation, shareResult, type ShareNavigator } from '../lib/share-result';

export interface DailyResultCardProps {
  result: DailyResult;
  siteName: string;
  /** The public page of this result, absolute: what Share sends. */
  shareUrl: string;
  /** A visitor is asked to sign up to keep the result; false for a signed-in reader. */
  visitor: boolean;
  /** Where Share looks for the share sheet and the clipboard (the browser's by default). */
  shareWith?: ShareNavigator;
  /**
   * Moves the focus to the card's title when it appears: after the last question the button
   * the reader pressed is gone, and keyboard and screen reader users land on their result.
   */
  focusOnShow?: boolean;
}

/** "Apogee Daily #N R/5", the spoiler-free grid, Share, and for visitors a way to keep it. */
export function DailyResultCard({
  result,
  siteName,
  shareUrl,
  visitor,
  shareWith,
  focusOnShow = false,
}: DailyResultCardProps) {
  const [confirmation, setConfirmation] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const title = dailyTitle(siteName, result.number, result.right, result.total);
  const share = async () => {
    setConfirmation('');
    const outcome = await shareResult(
      { title, text: `${title}\n${gridLine(result)}`, url: shareUrl },
      shareWith ?? navigator,
    );
    setConfirmation(shareConfirmation(outcome, shareUrl));
  };
  return (
    <section className="daily-result" aria-labelledby="daily-result-title">
      <h2 id="daily-result-title" className="daily-result__title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="daily-result__grid" data-testid="daily-grid">
        <span aria-hidden="true">{gridLine(result)}</span>
        <span className="visually-hidden">{gridDescription(result.answers)}</span>
      </p>
      <div className="daily-result__actions">
        <Button onClick={() => void share()}>Share</Button>
        {visitor ? (
          <Link
            to="/login"
            search={{ redirect: '/your-move' }}
            className={buttonClassName('secondary')}
          >
            Sign up to keep your result
          </Link>
        ) : null}
      </div>
      <p className="daily-result__confirmation" role="status">
        {confirmation}
      </p>
    </section>
  );
}
