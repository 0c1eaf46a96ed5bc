import { resetRequestSchema, type ResetRequestResponse } from '@apogee/contracts/password-reset';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage } from '@/components/ui/form-field/FormField';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { errorText } from './auth-error-text';

export interface ResetRequestStepProps {
  onCodeSent: (answer: ResetRequestResponse) => void;
  onCancel: () => void;
  requestReset?: typeof requestPasswordReset;
  initialError?: string;
  initialFailure?: string;
}

/** Reset step 1: the username or email whose account gets a code. */
export function ResetRequestStep({
  onCodeSent,
  onCancel,
  requestReset = requestPasswordReset,
  initialError,
  initialFailure,
}: ResetRequestStepProps) {
  const hydrated = useHydrated();
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [error, setError] = useState(initialError);
  const [failure, setFailure] = useState(initialFailure);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const check = validateForm(resetRequestSchema, { usernameOrEmail });
    if (!check.ok) {
      setError(check.errors.usernameOrEmail);
      return;
    }
    setPending(true);
    try {
      onCodeSent(await requestReset(check.data));
    } catch (caught) {
      setFailure(errorText(caught, 'An error occurred'));
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="reset-title">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <h1 id="reset-title" className="auth-form__title" tabIndex={-1}>
          Reset Password
        </h1>
        <p className="auth-form__intro">
          Enter your username or email. We will email you a 6-digit code.
        </p>
        <FormField
          label="Username or Email"
          name="usernameOrEmail"
          autoComplete="username"
          value={usernameOrEmail}
          error={error}
          onChange={(event) => {
            setUsernameOrEmail(event.target.value);
            setError(undefined);
          }}
        />
        <div className="auth-form__actions">
          <Button type="submit" disabled={pending}>
            {pending ? 'Sending...' : 'Send Code'}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      </fieldset>
    </form>
  );
}
