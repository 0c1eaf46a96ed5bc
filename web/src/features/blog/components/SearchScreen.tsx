import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/Button';
import type { SearchParams } from '@/lib/search/search-params';
import { SearchForm } from './SearchForm';

/** /search around its results: the heading "Blogs" (docs/product/search.md) and the search box. */
export function SearchScreen({ params, children }: { params: SearchParams; children: ReactNode }) {
  return (
    <div className="container page-with-sidebar">
      <section className="search-page" aria-labelledby="search-title">
        <h1 id="search-title" className="page-title">
          Blogs
        </h1>
        <SearchForm params={params} />
        {children}
      </section>
    </div>
  );
}

/** /search without a term: blank text is not a search. */
export function SearchPrompt() {
  return <p className="status-text">Type a word or two to search the articles.</p>;
}

/** The reader's address asked for more searches than the service answers: its message. */
export function SearchRefused({ message }: { message: string }) {
  return (
    <div className="search-failed" role="alert">
      <p className="status-text status-text--error">{message}</p>
    </div>
  );
}

/** The first page of results could not be had: "Failed to fetch blogs", and a way to try again. */
export function SearchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="search-failed" role="alert">
      <p className="status-text status-text--error">Failed to fetch blogs</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
