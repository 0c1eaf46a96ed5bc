import { commentFormSchema, commentMessages } from '@apogee/contracts/comments';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormMessage, TextAreaField } from '@/components/ui/form-field/FormField';
import { ApiRequestError } from '@/lib/api/api-error';
import { validateForm } from '@/lib/forms/validate-form';
import { createComment as createCommentRequest } from '../api/create-comment';

export interface CommentFormProps {
  blogSlug: string;
  /** Called after a comment was accepted (the list reloads). */
  onSubmitted?: () => void;
  /** The call that posts the comment; stories pass a stand-in. */
  createComment?: typeof createCommentRequest;
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The service's own reason (duplicate, too many, not published), else SPEC.md's text. */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
    return error.message;
  return commentMessages.failed;
}

/** SPEC.md §2 comment form: "Comment is required.", green success, cleared field. */
export function CommentForm({
  blogSlug,
  onSubmitted,
  createComment = createCommentRequest,
}: CommentFormProps) {
  const [comment, setComment] = useState('');
  // The honeypot: hidden from people and screen readers; bots fill every field.
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);

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
      await createComment({ comment: check.data.comment, blogSlug, website });
      setComment('');
      setOutcome({ tone: 'success', text: commentMessages.submitted });
      onSubmitted?.();
    } catch (failure) {
      setOutcome({ tone: 'error', text: failureText(failure) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="comment-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="comment-form-title"
    >
      <h2 id="comment-form-title" className="comment-form__title">
        Leave a comment
      </h2>
      {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      <TextAreaField
        label="Comment"
        name="comment"
        value={comment}
        maxLength={2000}
        rows={5}
        error={error}
        onChange={(event) => {
          setComment(event.target.value);
          if (error && event.target.value.trim()) setError(undefined);
        }}
      />
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
        {pending ? 'Submitting...' : 'Submit Comment'}
      </Button>
    </form>
  );
}
