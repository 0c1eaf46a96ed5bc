import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { nextActiveOption } from '@/lib/search/active-option';
import { normaliseSearchTerm } from '@/lib/search/search-params';
import {
  searchSuggestionsQueryOptions,
  SUGGEST_DELAY_MS,
  SUGGEST_MIN_CHARS,
  type FindSuggestions,
} from '@/lib/search/search-suggestions';
import { useDebouncedValue } from '@/lib/search/use-debounced-value';
import { InstantResults, optionId } from './InstantResults';

/** Where the box sends the reader: an article chosen from the list, or the results page. */
export type SearchDestination = { article: string } | { search: string };

export interface SearchBoxProps {
  /** The panel's id, which the header's search button controls. */
  id: string;
  /** The box is done: `returnFocus` when the reader closed it with Escape. */
  onClose: (returnFocus: boolean) => void;
  /** Goes to the destination; the router by default. */
  onGo?: (destination: SearchDestination) => void;
  findSuggestions?: FindSuggestions;
}

/**
 * The header's open search box (loaded when it first opens, so no page's first load carries it): a
 * combobox (WAI-ARIA's pattern with a listbox) whose instant results, the 5 titles starting like
 * what is typed, appear under it once 2 characters stand still for a moment. ArrowDown and ArrowUp
 * move through them, Enter opens the one chosen or else searches for the text, and Escape closes
 * the list, then the box. Blank text does not submit (docs/product/search.md).
 */
export function SearchBox({ id, onClose, onGo, findSuggestions }: SearchBoxProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const typed = normaliseSearchTerm(text);
  const term = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const asking = typed.length >= SUGGEST_MIN_CHARS && term.length >= SUGGEST_MIN_CHARS;
  const query = useQuery({
    ...searchSuggestionsQueryOptions(term, findSuggestions),
    enabled: asking,
    // The titles of the word before stay until this word's arrive, so the list does not blink.
    placeholderData: keepPreviousData,
  });
  const suggestions = asking ? (query.data?.suggestions ?? []) : [];
  const expanded = listOpen && suggestions.length > 0;
  const activeIndex = expanded && active < suggestions.length ? active : -1;

  function go(destination: SearchDestination) {
    if (onGo) onGo(destination);
    else if ('article' in destination)
      void navigate({ to: '/$blogSlug', params: { blogSlug: destination.article } });
    else void navigate({ to: '/search', search: { discover: destination.search } });
    onClose(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed) go({ search: typed });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape' && expanded) {
      // The list closes first; a second Escape closes the box (the panel's handler).
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActive(-1);
      return;
    }
    const chosen = suggestions[activeIndex];
    if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      go({ article: chosen.slug });
      return;
    }
    const next = nextActiveOption(event.key, activeIndex, suggestions.length);
    if (next === null) return;
    event.preventDefault();
    setListOpen(true);
    setActive(next);
  }

  const status = !asking
    ? null
    : query.isError && !query.data
      ? 'Instant results are unavailable. Press Enter to search.'
      : query.isPending
        ? 'Searching ...'
        : suggestions.length === 0 && !query.isPlaceholderData
          ? `No titles start like “${term}”. Press Enter to search every article.`
          : null;

  return (
    <div
      id={id}
      className="search-toggle__panel"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape in a search field also empties it: here it closes the box instead.
        event.preventDefault();
        onClose(true);
      }}
    >
      <form role="search" className="search-toggle__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search blogs
        </label>
        <input
          id={inputId}
          type="search"
          name="discover"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(listId, activeIndex) : undefined}
          placeholder="Search..."
          autoComplete="off"
          // The box opens because the reader asked for it, so it takes focus.
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setListOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setListOpen(true)}
          onBlur={() => setListOpen(false)}
        />
        <button type="submit" className="button button--primary search-toggle__submit">
          Search
        </button>
      </form>
      {expanded ? (
        <InstantResults
          id={listId}
          suggestions={suggestions}
          active={activeIndex}
          onChoose={(suggestion) => go({ article: suggestion.slug })}
        />
      ) : null}
      <p className="instant-results__status" role="status">
        {status ??
          (expanded ? (
            <span className="visually-hidden">
              {suggestions.length === 1 ? '1 article' : `${suggestions.length} articles`}: the arrow
              keys choose one.
            </span>
          ) : null)}
      </p>
    </div>
  );
}
