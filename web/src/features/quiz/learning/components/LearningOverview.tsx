import type { Learning } from '@apogee/contracts/quiz-learning';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button/Button';
import { dayCount, freezeText, masteryPercent } from '../lib/learning-text';
import { dailyTitle, gridDescription, gridLine } from '../lib/daily-grid';

/** The learning dashboard's four panels: reviews, streak, mastery, today's challenge. */
export function LearningOverview({ learning, siteName }: { learning: Learning; siteName: string }) {
  const { review, streak, mastery, daily } = learning;
  return (
    <div className="learning-dashboard__grid">
      <section className="learning-panel" aria-labelledby="learning-review">
        <h3 id="learning-review">Review</h3>
        <p className="learning-panel__figure">
          {review.due === 1 ? '1 question due' : `${review.due} questions due`}
        </p>
        <p>
          {review.inReview === 0
            ? 'Nothing to review yet: a question you miss comes back the next day.'
            : `${review.inReview} in review. Questions come back after 1, 3, 7 and 21 days until you know them.`}
        </p>
        {review.due > 0 ? (
          <Link to="/quizzes" className={buttonClassName('primary')}>
            Review now
          </Link>
        ) : null}
      </section>

      <section className="learning-panel" aria-labelledby="learning-streak">
        <h3 id="learning-streak">Streak</h3>
        <p className="learning-panel__figure">{dayCount(streak.current)} in a row</p>
        <p>Longest: {dayCount(streak.longest)}</p>
        <p>{freezeText(streak.freezes)}</p>
        {streak.frozenDays > 0 ? (
          <p>
            {streak.frozenDays === 1
              ? '1 missed day covered by a freeze so far.'
              : `${streak.frozenDays} missed days covered by freezes so far.`}
          </p>
        ) : null}
      </section>

      <section className="learning-panel" aria-labelledby="learning-mastery">
        <h3 id="learning-mastery">Mastery</h3>
        {mastery.length === 0 ? (
          <p>No categories with questions yet.</p>
        ) : (
          <ul className="learning-mastery">
            {mastery.map(({ category, mastered, total }) => (
              <li key={category.slug}>
                <p id={`mastery-${category.slug}`}>
                  {category.name}: {mastered}/{total} mastered
                </p>
                <meter
                  min={0}
                  max={Math.max(total, 1)}
                  value={mastered}
                  aria-labelledby={`mastery-${category.slug}`}
                  aria-valuetext={`${masteryPercent(mastered, total)}%`}
                />
                <Link to="/quizzes/practice/$categorySlug" params={{ categorySlug: category.slug }}>
                  Quiz me on {category.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="learning-panel" aria-labelledby="learning-daily">
        <h3 id="learning-daily">Daily challenge #{daily.number}</h3>
        {daily.result ? (
          <>
            <p className="learning-panel__figure">
              {dailyTitle(siteName, daily.result.number, daily.result.right, daily.result.total)}
            </p>
            <p className="daily-result__grid">
              <span aria-hidden="true">{gridLine(daily.result)}</span>
              <span className="visually-hidden">{gridDescription(daily.result.answers)}</span>
            </p>
            <Link to="/daily/result/$shareId" params={{ shareId: daily.result.shareId }}>
              See and share your result
            </Link>
          </>
        ) : (
          <>
            <p>Not played yet today: five questions, the same for everyone.</p>
            <Link to="/daily" className={buttonClassName('primary')}>
              Play today’s challenge
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
