import { lazy, Suspense, useId, useRef, useState } from 'react';

// The open box, with its instant results, loads when the reader heads for the button: no
// page's first load carries it.
const loadSearchBox = () => import('./SearchBox');
const SearchBox = lazy(() => loadSearchBox().then((module) => ({ default: module.SearchBox })));

/** The header's search: a toggle that opens a text box (SearchBox) under it. */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  return (
    <div className="search-toggle">
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={loadSearchBox}
        onFocus={loadSearchBox}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4.3-4.3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{open ? 'Close search' : 'Open search'}</span>
      </button>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className="search-toggle__panel" role="status">
              Loading ...
            </div>
          }
        >
          <SearchBox
            id={panelId}
            onClose={(returnFocus) => {
              setOpen(false);
              if (returnFocus) button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
