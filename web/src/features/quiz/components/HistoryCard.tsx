import type { HistoryItem } from '@apogee/contracts/quiz';
import { Link } from '@tanstack/react-router';
import { formatAnswerDate } from '../lib/format-answer-date';
import { OptionMarkBadge, optionClassName, optionMark } from './OptionList';

/** One past answer: "Quiz ID", badge, date, question, options marked, explanation. */
export function HistoryCard({ item, timeZone }: { item: HistoryItem; timeZone?: string }) {
  return (
    <article className="quiz-history-card" aria-labelledby={`quiz-history-${item.sequence}`}>
      <header className="quiz-history-card__head">
        <p className="quiz-history-card__id">
          Quiz ID: <strong>{item.sequence}</strong>
        </p>
        <span
          className={`quiz-badge ${item.correct ? 'quiz-badge--correct' : 'quiz-badge--incorrect'}`}
        >
          {item.correct ? 'Correct' : 'Incorrect'}
        </span>
        <time dateTime={item.answeredAt}>{formatAnswerDate(item.answeredAt, timeZone)}</time>
      </header>
      <h2 id={`quiz-history-${item.sequence}`} className="quiz-history-card__question">
        {item.question}
      </h2>
      <ol className="quiz-card__options quiz-card__options--static">
        {item.options.map((text, index) => {
          const mark = optionMark(index, item.chosenOption, item.correctOption);
          return (
            <li key={index} className={optionClassName(mark, index === item.chosenOption)}>
              <span className="quiz-option__number">{index + 1}</span>
              <span className="quiz-option__text">{text}</span>
              <OptionMarkBadge mark={mark} />
            </li>
          );
        })}
      </ol>
      <div className="quiz-history-card__explanation">
        <h3>Explanation</h3>
        <p>{item.explanation}</p>
        {item.relatedArticle ? (
          <p>
            Read more:{' '}
            <Link to="/$blogSlug" params={{ blogSlug: item.relatedArticle.slug }}>
              {item.relatedArticle.title || 'the related article'}
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
