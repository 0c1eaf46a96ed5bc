import { resetCodeFormSchema, RESET_CODE_LENGTH } from '@apogee/contracts/password-reset';
import { useState, type FormEvent } from 'react';
import { FormField, FormMessage } from '@/components/ui/form-field/FormField';
import { validateForm } from '@/lib/forms/validate-form';
import { verifyResetCode } from '../api/verify-reset-code';
import { useSendForm } from '../hooks/use-send-form';
import { ResetStepForm } from './ResetStepForm';

export interface ResetCodeStepProps {
  resetId: string;
  /** The service's answer to step 1 ("If an account matches, a 6-digit code …"). */
  notice?: string;
  onVerified: (otp: string) => void;
  onCancel: () => void;
  verify?: typeof verifyResetCode;
  initialError?: string;
  initialFailure?: string;
}

/** Reset step 2: the numeric code from the email. */
export function ResetCodeStep({
  resetId,
  notice,
  onVerified,
  onCancel,
  verify = verifyResetCode,
  initialError,
  initialFailure,
}: ResetCodeStepProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState(initialError);
  const { failure, setFailure, pending, send } = useSendForm(initialFailure);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const check = validateForm(resetCodeFormSchema, { otp });
    if (!check.ok) {
      setError(check.errors.otp);
      return;
    }
    await send(async () => {
      await verify({ resetId, otp: check.data.otp });
      onVerified(check.data.otp);
    });
  }

  return (
    <ResetStepForm
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel="Verify"
      pendingLabel="Verifying..."
      pending={pending}
      failure={failure}
    >
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <FormField
        label="OTP"
        name="otp"
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={RESET_CODE_LENGTH}
        value={otp}
        error={error}
        onChange={(event) => {
          // Numeric input: anything but digits is dropped as it is typed.
          setOtp(event.target.value.replace(/\D/g, ''));
          setError(undefined);
        }}
      />
    </ResetStepForm>
  );
}
