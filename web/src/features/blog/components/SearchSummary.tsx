import { Link } from '@tanstack/react-router';
import { resultCountText } from '../lib/search-summary';

export interface SearchSummaryProps {
  /** The term as the service read it. */
  term: string;
  total: number;
  /** The spelling the results are for, when the term as typed matched nothing. */
  didYouMean: string | null;
}

/** How many articles match (announced politely when it changes), and "Did you mean …?". */
export function SearchSummary({ term, total, didYouMean }: SearchSummaryProps) {
  return (
    <div className="search-summary">
      <p className="search-summary__count" role="status">
        {resultCountText({ term, total, didYouMean })}
      </p>
      {didYouMean ? (
        <p className="search-summary__suggestion">
          Did you mean{' '}
          <Link to="/search" search={{ discover: didYouMean }}>
            {didYouMean}
          </Link>
          ?
        </p>
      ) : null}
    </div>
  );
}
