// Forms that work before the scripts: the footer's newsletter form and the article's comment
// form are plain HTML forms posting form-encoded bodies to the quiz-service, which answers a
// form post with a 303 back to the page, the outcome named by a short code in the URL
// (`?newsletter=check-your-inbox#footer-newsletter`). The page maps the code to the very text the
// scripted form shows. Codes, never texts, travel in the URL: a link made elsewhere can show
// only one of these messages.
import { commentMessages } from './comments';
import { newsletterMessages } from './newsletter';

export {
  COMMENT_RESULT_ANCHOR,
  COMMENT_RESULT_PARAM,
  NEWSLETTER_RESULT_ANCHOR,
  NEWSLETTER_RESULT_PARAM,
} from './form-post-params';

/** An outcome as a form shows it: a line under the form, or a message under one field. */
export interface FormResult {
  tone: 'success' | 'error';
  text: string;
  /** The field the message belongs under (shown there, as the scripted form's check does). */
  field?: string;
}

/** The newsletter form's outcomes: the scripted form's texts (NewsletterForm.tsx). */
export const newsletterFormResults = {
  'check-your-inbox': { tone: 'success', text: newsletterMessages.checkInbox },
  'already-subscribed': { tone: 'error', text: newsletterMessages.alreadySubscribed },
  'email-required': { tone: 'error', text: newsletterMessages.emailRequired, field: 'email' },
  'email-invalid': { tone: 'error', text: newsletterMessages.emailInvalid, field: 'email' },
  'name-too-long': { tone: 'error', text: newsletterMessages.nameTooLong, field: 'name' },
  'rhythm-invalid': { tone: 'error', text: newsletterMessages.rhythmInvalid, field: 'rhythm' },
  failed: { tone: 'error', text: newsletterMessages.failed },
} as const satisfies Record<string, FormResult>;
export type NewsletterFormResult = keyof typeof newsletterFormResults;

/** The comment form's outcomes: the scripted form's texts (CommentForm.tsx). */
export const commentFormResults = {
  submitted: { tone: 'success', text: commentMessages.submitted },
  required: { tone: 'error', text: commentMessages.required, field: 'comment' },
  'too-long': { tone: 'error', text: commentMessages.tooLong, field: 'comment' },
  duplicate: { tone: 'error', text: commentMessages.duplicate },
  'unknown-blog': { tone: 'error', text: commentMessages.unknownBlog },
  'too-many': { tone: 'error', text: commentMessages.tooMany },
  blocked: { tone: 'error', text: commentMessages.blocked },
  'reply-unavailable': { tone: 'error', text: commentMessages.replyUnavailable },
  failed: { tone: 'error', text: commentMessages.failed },
} as const satisfies Record<string, FormResult>;
export type CommentFormResult = keyof typeof commentFormResults;

/** The outcome a code names in `results`, or null for no code or one not in the list. */
export function formResultOf<Code extends string>(
  results: Readonly<Record<Code, FormResult>>,
  code: string | null | undefined,
): FormResult | null {
  if (!code || !Object.hasOwn(results, code)) return null;
  return results[code as Code];
}

/**
 * The code of a refusal with this message (and per-field messages), or `fallback`: a field's
 * message first (it is what the scripted form shows), then the top-level one.
 */
export function formResultCodeOf<Code extends string>(
  results: Readonly<Record<Code, FormResult>>,
  error: { message: string; fields?: Readonly<Record<string, string>> },
  fallback: Code,
): Code {
  const codes = Object.keys(results) as Code[];
  for (const [field, text] of Object.entries(error.fields ?? {})) {
    const code = codes.find(
      (candidate) => results[candidate].field === field && results[candidate].text === text,
    );
    if (code) return code;
  }
  const code = codes.find(
    (candidate) =>
      results[candidate].tone === 'error' &&
      !results[candidate].field &&
      results[candidate].text === error.message,
  );
  return code ?? fallback;
}
