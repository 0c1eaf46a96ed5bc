import { quizMessages } from '@apogee/contracts/quiz-messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { buttonClassName } from '@/components/ui/button/Button';
import { Pagination } from '@/components/ui/pagination/Pagination';
import { quizHistoryQueryOptions } from '../api/quiz-history';
import { browserTimeZone } from '../lib/time-zone';
import { HistoryCard } from './HistoryCard';

export interface QuizHistoryProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** /all-quiz-analytics: the reader's past answers, 10 per page (docs/product/quiz.md). */
export function QuizHistory({ page, onPageChange }: QuizHistoryProps) {
  const history = useQuery(quizHistoryQueryOptions(page));
  const [timeZone] = useState(browserTimeZone);

  if (history.isPending)
    return (
      <p className="quiz-history__status" role="status">
        Loading...
      </p>
    );
  if (history.isError)
    return (
      <p className="quiz-history__status" role="alert">
        {quizMessages.historyFailed}
      </p>
    );
  const { items, total, pageCount } = history.data;
  if (total === 0)
    return (
      <div className="quiz-history__empty">
        <p>{quizMessages.historyEmpty}</p>
        <Link to="/quizzes" className={buttonClassName('primary')}>
          Play Quiz
        </Link>
      </div>
    );
  return (
    <div className="quiz-history">
      <p className="quiz-history__actions">
        <Link to="/quizzes" className={buttonClassName('primary')}>
          Play More Quiz
        </Link>
      </p>
      <ul className="quiz-history__list">
        {items.map((item) => (
          <li key={item.sequence}>
            <HistoryCard item={item} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </div>
  );
}
