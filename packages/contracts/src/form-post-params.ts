// Where a form posted without scripts finds its outcome on the page it goes back to: the URL
// parameter carrying the code (@apogee/contracts/form-posts) and the anchor the page scrolls
// to. Kept apart from the codes' texts, which need the schemas (and zod): the pages read the
// parameter in their first load, the texts come with the forms' own code.

/** The newsletter form's outcome (`?newsletter=check-your-inbox#footer-newsletter`). */
export const NEWSLETTER_RESULT_PARAM = 'newsletter';
/** The footer's "Newsletter" heading. */
export const NEWSLETTER_RESULT_ANCHOR = 'footer-newsletter';

/** The comment form's outcome (`?comment=submitted#comment-form-title`). */
export const COMMENT_RESULT_PARAM = 'comment';
/** The comment form's "Leave a comment" heading. */
export const COMMENT_RESULT_ANCHOR = 'comment-form-title';
