import { deleteAccountSchema, type CommentChoice } from '@apogee/contracts/readers-rights';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage } from '@/components/ui/form-field/FormField';
import { ApiRequestError, type FieldMessages } from '@/lib/api/api-error';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { deleteAccount as deleteAccountRequest } from '../api/readers-rights';

type Outcome = { tone: 'success' | 'error'; text: string };

export interface DeleteAccountFormProps {
  /** Called once the account is gone (the page then leaves for the home page). */
  onDeleted?: (message: string) => void;
  deleteAccount?: typeof deleteAccountRequest;
  initialErrors?: FieldMessages;
  initialOutcome?: Outcome;
}

/**
 * "Delete my account": the password again, and whether the reader's comments are deleted or
 * kept without their name. Quiz answers are kept only as anonymous figures.
 */
export function DeleteAccountForm({
  onDeleted,
  deleteAccount = deleteAccountRequest,
  initialErrors = {},
  initialOutcome,
}: DeleteAccountFormProps) {
  const hydrated = useHydrated();
  const [currentPassword, setCurrentPassword] = useState('');
  const [comments, setComments] = useState<CommentChoice | ''>('');
  const [errors, setErrors] = useState<FieldMessages>(initialErrors);
  const [outcome, setOutcome] = useState<Outcome | undefined>(initialOutcome);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const check = validateForm(deleteAccountSchema, { currentPassword, comments });
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setPending(true);
    try {
      const { message } = await deleteAccount(check.data);
      setErrors({});
      setOutcome({ tone: 'success', text: message });
      onDeleted?.(message);
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setOutcome({
          tone: 'error',
          text: error instanceof Error ? error.message : 'An error occurred',
        });
    } finally {
      setPending(false);
    }
  }

  const choice = (value: CommentChoice, label: string) => (
    <label className="delete-account__choice">
      <input
        type="radio"
        name="comments"
        value={value}
        checked={comments === value}
        onChange={() => {
          setComments(value);
          setErrors(({ comments: _previous, ...rest }) => rest);
        }}
      />{' '}
      {label}
    </label>
  );

  return (
    <form
      className="account-security__panel"
      onSubmit={submit}
      noValidate
      aria-labelledby="delete-account-title"
    >
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <h2 id="delete-account-title" className="account-security__heading">
          Delete my account
        </h2>
        <p className="account-security__hint">
          Your account, sessions, picture, newsletter subscription and your name on the stories you
          sent are deleted. Your quiz answers are kept only as anonymous figures. This cannot be
          undone.
        </p>
        <fieldset className="delete-account__comments" aria-describedby="delete-comments-error">
          <legend>Your comments</legend>
          {choice('delete', 'Delete my comments')}
          {choice('anonymise', 'Keep my comments without my name')}
          {errors.comments ? (
            <p id="delete-comments-error" className="form-field__error" role="alert">
              {errors.comments}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          error={errors.currentPassword}
          onChange={(event) => {
            setCurrentPassword(event.target.value);
            setErrors(({ currentPassword: _previous, ...rest }) => rest);
          }}
        />
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </fieldset>
    </form>
  );
}
