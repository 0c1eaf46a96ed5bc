/* Small on purpose: a visitor's article page loads it with the page (SaveSlot.tsx). */

export function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className="save-button__icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
    >
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What a visitor sees in the Save button's place on an article: a way to log in and save. */
export function SaveSignIn({ loginHref }: { loginHref: string }) {
  return (
    <span className="save-button save-button--page">
      <a className="save-button__button" href={loginHref}>
        <BookmarkIcon filled={false} />
        <span>Log in to save</span>
      </a>
    </span>
  );
}
