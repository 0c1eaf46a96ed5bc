import type { DailyResult } from '@apogee/contracts/quiz-learning';
import { gridDescription, gridLine } from '../lib/daily-grid';
import { DailyCardNote } from './DailyCardNote';

/** What the home page's daily card says of this reader's day (DailyCardState asks for it). */
export type DailyCardView =
  | { kind: 'loading' }
  | { kind: 'failed' }
  /** A visitor whose browser has never opened the challenge: nothing to ask the service. */
  | { kind: 'new' }
  | {
      kind: 'ready';
      /** Today's challenge number (#1 on 2026-01-01). */
      number: number;
      /** Questions of today's challenge: 0 when there is none today, null when not known. */
      total: number | null;
      answered: number;
      result: DailyResult | null;
      /** A signed-in reader's streak in days; null for a visitor. */
      streak: number | null;
    };

/** The reader's own line of the daily card: today's number and where they stand. */
export function DailyCardStatus({ view }: { view: DailyCardView }) {
  if (view.kind !== 'ready') return <DailyCardNote kind={view.kind} />;
  const { number, total, answered, result, streak } = view;
  return (
    <div className="daily-card__status" role="status">
      <p className="daily-card__number">Daily #{number}</p>
      {result ? (
        <p className="daily-card__played">
          Played: {result.right}/{result.total}{' '}
          <span
            className="daily-card__grid"
            role="img"
            aria-label={gridDescription(result.answers)}
          >
            {gridLine(result)}
          </span>
        </p>
      ) : total === 0 ? (
        <p>There is no challenge today. Come back tomorrow.</p>
      ) : answered > 0 ? (
        <p>
          {answered} of {total} answered: carry on where you left off.
        </p>
      ) : (
        <p>Not played yet today.</p>
      )}
      {streak ? (
        <p className="daily-card__streak">
          {streak}-day streak{result ? '' : ': play today to keep it'}
        </p>
      ) : null}
    </div>
  );
}
