import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';

/** The header's search: a toggle that opens a text box; blank text does not submit. */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    setOpen(false);
    void navigate({ to: '/search', search: { discover: term } });
  }

  return (
    <div className="search-toggle">
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={`${inputId}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4.3-4.3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{open ? 'Close search' : 'Open search'}</span>
      </button>
      {open ? (
        <form
          id={`${inputId}-form`}
          role="search"
          className="search-toggle__form"
          onSubmit={submit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <label htmlFor={inputId} className="visually-hidden">
            Search blogs
          </label>
          <input
            id={inputId}
            type="search"
            name="discover"
            placeholder="Search..."
            autoComplete="off"
            // The box opens because the reader asked for it, so it takes focus.
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--primary search-toggle__submit">
            Search
          </button>
        </form>
      ) : null}
    </div>
  );
}
