import type { PeriodScore, PeriodScores } from '@apogee/contracts/quiz';

const PERIODS: { key: keyof PeriodScores; label: string }[] = [
  { key: 'currentDay', label: 'Current Day' },
  { key: 'currentWeek', label: 'Current Week' },
  { key: 'currentMonth', label: 'Current Month' },
  { key: 'currentYear', label: 'Current Year' },
];

const EMPTY: PeriodScore = { correct: 0, wrong: 0, total: 0, percentage: '0.00' };

/** Four cards: the share of correct answers (2 decimals) and the counts of each period. */
export function PeriodCards({ periods }: { periods?: PeriodScores }) {
  return (
    <ul className="quiz-periods">
      {PERIODS.map(({ key, label }) => {
        const score = periods?.[key] ?? EMPTY;
        return (
          <li key={key} className="quiz-period" aria-label={label}>
            <h3 className="quiz-period__title">{label}</h3>
            <p className="quiz-period__percentage">{score.percentage}%</p>
            <dl className="quiz-period__counts">
              <div>
                <dt>Correct</dt>
                <dd>{score.correct}</dd>
              </div>
              <div>
                <dt>Wrong</dt>
                <dd>{score.wrong}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{score.total}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
