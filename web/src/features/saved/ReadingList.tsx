import { READ_TO_THE_END, type SavedArticle } from '@apogee/contracts/saved-articles';
import { Link } from '@tanstack/react-router';
import { Button, buttonClassName } from '@/components/ui/button/Button';
import { Loader } from '@/components/ui/loader/Loader';
import { formatDate } from '@apogee/contracts/dates';

export type ReadingListState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; items: SavedArticle[] };

export interface ReadingListProps {
  state: ReadingListState;
  /** Takes an article off the list. */
  onRemove: (slug: string) => void;
  /** The article being removed, if any. */
  removing?: string | null;
  /** Why the last removal failed. */
  removeError?: string | null;
}

/** The reading list's body: its loading, error and empty states, or the saved articles. */
export function ReadingList({
  state,
  onRemove,
  removing = null,
  removeError = null,
}: ReadingListProps) {
  if (state.status === 'loading') return <Loader />;
  if (state.status === 'error')
    return (
      <div className="reading-list__status" role="alert">
        <p>Your reading list could not be loaded.</p>
        <Button variant="secondary" onClick={state.onRetry}>
          Try again
        </Button>
      </div>
    );
  if (state.items.length === 0) return <ReadingListEmpty />;
  return (
    <>
      {removeError ? (
        <p className="reading-list__error" role="alert">
          {removeError}
        </p>
      ) : null}
      <ul className="reading-list__items" aria-label="Saved articles">
        {state.items.map((item) => (
          <ReadingListItem
            key={item.slug}
            item={item}
            removing={removing === item.slug}
            onRemove={() => onRemove(item.slug)}
          />
        ))}
      </ul>
    </>
  );
}

export function ReadingListEmpty() {
  return (
    <div className="reading-list__status">
      <p>Nothing saved yet.</p>
      <p className="reading-list__hint">
        Press <strong>Save</strong> on any article to keep it here for later.
      </p>
      <Link to="/" className={buttonClassName('primary')}>
        Find something to read
      </Link>
    </div>
  );
}

export function ReadingListItem({
  item,
  removing,
  onRemove,
}: {
  item: SavedArticle;
  removing: boolean;
  onRemove: () => void;
}) {
  const percent = item.progress === null ? null : Math.round(item.progress * 100);
  return (
    <li className="reading-list__item">
      <article aria-labelledby={`saved-${item.slug}`}>
        {item.category ? <p className="reading-list__category">{item.category.name}</p> : null}
        <h2 id={`saved-${item.slug}`} className="reading-list__title">
          <Link to="/$blogSlug" params={{ blogSlug: item.slug }}>
            {item.title}
          </Link>
        </h2>
        {item.description ? <p className="reading-list__description">{item.description}</p> : null}
        <p className="reading-list__meta">
          Saved {formatDate(item.savedAt)}
          {percent !== null ? (
            <>
              <span aria-hidden="true"> · </span>
              {item.progress !== null && item.progress >= READ_TO_THE_END
                ? 'Read'
                : `${percent}% read`}
            </>
          ) : null}
        </p>
      </article>
      <Button
        variant="ghost"
        className="reading-list__remove"
        aria-label={`${removing ? 'Removing…' : 'Remove'}: ${item.title}`}
        aria-busy={removing || undefined}
        disabled={removing}
        onClick={onRemove}
      >
        {removing ? 'Removing…' : 'Remove'}
      </Button>
    </li>
  );
}
