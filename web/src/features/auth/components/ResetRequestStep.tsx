import { resetRequestSchema, type ResetRequestResponse } from '@apogee/contracts/password-reset';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field/FormField';
import { validateForm } from '@/lib/forms/validate-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { useSendForm } from '../hooks/use-send-form';
import { ResetStepForm } from './ResetStepForm';

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
  const [usernameOrEmail, setUsernameOrEmail] = useState('');
  const [error, setError] = useState(initialError);
  const { failure, setFailure, pending, send } = useSendForm(initialFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const check = validateForm(resetRequestSchema, { usernameOrEmail });
    if (!check.ok) {
      setError(check.errors.usernameOrEmail);
      return;
    }
    await send(async () => onCodeSent(await requestReset(check.data)));
  }

  return (
    <ResetStepForm
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel="Send Code"
      pendingLabel="Sending..."
      pending={pending}
      failure={failure}
    >
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
    </ResetStepForm>
  );
}
