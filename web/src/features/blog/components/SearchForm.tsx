import { useNavigate } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import {
  normaliseSearchTerm,
  SEARCH_TERM_MAX,
  type SearchParams,
} from '@/lib/search/search-params';

/**
 * The search box at the top of /search, holding the term searched. It is a GET form to /search, so
 * it works before (and without) the page's scripts; once they run it navigates inside the site.
 * Blank or whitespace-only text does not submit (docs/product/search.md), `required` stops the
 * empty box without scripts too. A new term starts without the facet filters, in the same order.
 */
export function SearchForm({ params }: { params: SearchParams }) {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = normaliseSearchTerm(new FormData(event.currentTarget).get('discover') as string);
    if (!term) return;
    void navigate({ to: '/search', search: { discover: term, sort: params.sort } });
  }

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="search-form"
      aria-label="Search the articles"
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search blogs
      </label>
      <input
        // A new address's term replaces what was typed.
        key={params.discover}
        id={inputId}
        type="search"
        name="discover"
        defaultValue={params.discover}
        required
        maxLength={SEARCH_TERM_MAX}
        placeholder="Search..."
        autoComplete="off"
      />
      {params.sort ? <input type="hidden" name="sort" value={params.sort} /> : null}
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}
