import { BookmarkIcon } from './SaveSignIn';

export interface SaveButtonProps {
  /** The article's title, for the button's accessible name ("Save: <title>", "Saved: <title>"). */
  title: string;
  saved: boolean;
  /** A save or unsave is on its way: the button says so and ignores presses. */
  pending?: boolean;
  /** Why the last press failed, shown beside the button. */
  error?: string | null;
  onToggle: () => void;
  /** `card`: a round button over a card's picture; `page`: a labelled button in the article's header. */
  look?: 'card' | 'page';
}

/** "Save for later": adds the article to the reader's reading list, or takes it off. */
export function SaveButton({
  title,
  saved,
  pending = false,
  error = null,
  onToggle,
  look = 'card',
}: SaveButtonProps) {
  const label = pending ? (saved ? 'Removing…' : 'Saving…') : saved ? 'Saved' : 'Save';
  return (
    <span className={`save-button save-button--${look}`}>
      <button
        type="button"
        className="save-button__button"
        aria-label={`${label}: ${title}`}
        aria-pressed={saved}
        aria-busy={pending || undefined}
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onToggle();
        }}
      >
        <BookmarkIcon filled={saved} />
        {look === 'page' ? <span>{label}</span> : null}
      </button>
      {error ? (
        <span className="save-button__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}

export { SaveSignIn } from './SaveSignIn';
