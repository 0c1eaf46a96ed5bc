import { commentFormSchema, commentMessages } from '@apogee/contracts/comments';
import { commentFormResults, formResultOf } from '@apogee/contracts/form-posts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormMessage, TextAreaField } from '@/components/ui/form-field/FormField';
import { ApiRequestError } from '@/lib/api/api-error';
import { validateForm } from '@/lib/forms/validate-form';
import { createComment as createCommentRequest } from '../api/create-comment';

export interface CommentFormProps {
  blogSlug: string;
  /** A reply to this comment: a smaller form under it, without the section's heading. */
  parentId?: string;
  /** Called after a comment was accepted (the list reloads). */
  onSubmitted?: () => void;
  /** The call that posts the comment; stories pass a stand-in. */
  createComment?: typeof createCommentRequest;
  /**
   * The outcome of a comment posted without scripts, as the page's URL names it
   * (`?comment=submitted`, @apogee/contracts/form-posts): shown as the scripted form shows it,
   * on the server too.
   */
  result?: string | null;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The service's own reason (duplicate, too many, not published), else "Failed to submit comment.".
 */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
    return error.message;
  return commentMessages.failed;
}

/**
 * The comment form (docs/product/engagement.md#comments): "Comment is required.", green success,
 * cleared field. The server renders it as a plain form posting to the service, which sends the
 * reader back to the article with `result`; once its code has come, it sends with a script.
 */
export function CommentForm({
  blogSlug,
  parentId,
  onSubmitted,
  createComment = createCommentRequest,
  result,
}: CommentFormProps) {
  const posted = formResultOf(commentFormResults, result);
  const form = useRef<HTMLFormElement>(null);
  const [comment, setComment] = useState('');
  // The honeypot: hidden from people and screen readers; bots fill every field.
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | undefined>(posted?.field ? posted.text : undefined);
  const [outcome, setOutcome] = useState<Outcome>(
    posted && !posted.field ? { tone: posted.tone, text: posted.text } : null,
  );
  const [pending, setPending] = useState(false);

  // Text typed into the server's form before the scripts came is kept.
  useEffect(() => {
    const typed = form.current ? new FormData(form.current).get('comment') : null;
    if (typeof typed === 'string' && typed) setComment(typed);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const check = validateForm(commentFormSchema, { comment });
    if (!check.ok) {
      setError(check.errors.comment);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await createComment({ comment: check.data.comment, blogSlug, website, parentId });
      setComment('');
      setOutcome({ tone: 'success', text: commentMessages.submitted });
      onSubmitted?.();
    } catch (failure) {
      setOutcome({ tone: 'error', text: failureText(failure) });
    } finally {
      setPending(false);
    }
  }

  const titleId = parentId ? `reply-form-title-${parentId}` : 'comment-form-title';
  return (
    <form
      ref={form}
      className={parentId ? 'comment-form comment-form--reply' : 'comment-form'}
      // Without scripts the browser posts the form itself (lib/form-post.ts in the service).
      method="post"
      action="/api/comments"
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      {parentId ? (
        <h3 id={titleId} className="comment-form__title comment-form__title--reply">
          Reply
        </h3>
      ) : (
        <h2 id={titleId} className="comment-form__title">
          Leave a comment
        </h2>
      )}
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <TextAreaField
        label={parentId ? 'Your reply' : 'Comment'}
        name="comment"
        value={comment}
        maxLength={2000}
        rows={parentId ? 3 : 5}
        error={error}
        onChange={(event) => {
          setComment(event.target.value);
          if (error && event.target.value.trim()) setError(undefined);
        }}
      />
      <input type="hidden" name="blogSlug" value={blogSlug} />
      {parentId ? <input type="hidden" name="parentId" value={parentId} /> : null}
      <div className="comment-form__trap" aria-hidden="true">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </label>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? 'Submitting...' : parentId ? 'Post reply' : 'Submit Comment'}
      </Button>
    </form>
  );
}
