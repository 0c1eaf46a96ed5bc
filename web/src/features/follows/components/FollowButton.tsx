import { followMessages, type FollowKind } from '@apogee/contracts/follow-texts';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '@/components/ui/button/Button';

/** What the button shows: the reader's state as far as the page knows it. */
export type FollowButtonView =
  /** The session or the reader's follows are still being asked for. */
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  /** The reader's follows could not be read. */
  | { kind: 'failed' }
  | {
      kind: 'ready';
      following: boolean;
      /** A change is on its way (the button shows its outcome meanwhile). */
      pending: boolean;
      /** The last change failed: why, for the reader. */
      error: string | null;
    };

export interface FollowButtonProps {
  view: FollowButtonView;
  /** What is followed, for screen readers: "tag NASA", "author Ada Byron". */
  kind: FollowKind;
  name: string;
  /** Where the login page sends a signed-out reader back to. */
  redirect: string;
  onToggle?: () => void;
  onRetry?: () => void;
}

/**
 * Follow or unfollow a category, tag or author from its page. A visitor is invited to log in
 * (and comes back to the page). Rendered by the browser only, after load (FollowSlot).
 */
export function FollowButton({ view, kind, name, redirect, onToggle, onRetry }: FollowButtonProps) {
  const what = <span className="visually-hidden"> {`${kind} ${name}`}</span>;
  if (view.kind === 'loading')
    return <span className="follow-button follow-button--placeholder" aria-hidden="true" />;
  if (view.kind === 'signed-out')
    return (
      <Link
        to="/login"
        search={{ redirect }}
        className={buttonClassName('secondary', 'follow-button')}
      >
        {followMessages.signInToFollow}
        {what}
      </Link>
    );
  if (view.kind === 'failed')
    return (
      <span className="follow-button__row">
        <span className="follow-button__error" role="alert">
          {followMessages.listFailed}
        </span>
        <button
          type="button"
          className={buttonClassName('ghost', 'follow-button')}
          onClick={onRetry}
        >
          Try again
        </button>
      </span>
    );
  const { following, pending, error } = view;
  return (
    <span className="follow-button__row">
      <button
        type="button"
        className={buttonClassName(following ? 'secondary' : 'primary', 'follow-button')}
        aria-pressed={following}
        aria-busy={pending || undefined}
        onClick={pending ? undefined : onToggle}
      >
        {following ? (
          <>
            <span aria-hidden="true">✓ </span>Following
          </>
        ) : (
          'Follow'
        )}
        {what}
      </button>
      {error ? (
        <span className="follow-button__error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
