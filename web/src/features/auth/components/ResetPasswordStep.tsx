import { resetCompleteSchema, resetPasswordFormSchema } from '@apogee/contracts/password-reset';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field/FormField';
import type { FieldMessages } from '@/lib/api/api-error';
import { fieldBinding } from '@/lib/forms/field-binding';
import { validateForm } from '@/lib/forms/validate-form';
import { completePasswordReset } from '../api/complete-password-reset';
import { useSendForm } from '../hooks/use-send-form';
import { errorFields } from './auth-error-text';
import { ResetStepForm } from './ResetStepForm';

export interface ResetPasswordStepProps {
  resetId: string;
  otp: string;
  onUpdated: () => void;
  onCancel: () => void;
  complete?: typeof completePasswordReset;
  initialErrors?: FieldMessages;
  initialFailure?: string;
}

/** Reset step 3: the new password, with the reset's rule, and its confirmation. */
export function ResetPasswordStep({
  resetId,
  otp,
  onUpdated,
  onCancel,
  complete = completePasswordReset,
  initialErrors = {},
  initialFailure,
}: ResetPasswordStepProps) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldMessages>(initialErrors);
  const { failure, setFailure, pending, send } = useSendForm(initialFailure);

  function update(name: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }
  const field = fieldBinding(values, errors, update);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const check = validateForm(resetPasswordFormSchema, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    const body = validateForm(resetCompleteSchema, { resetId, otp, ...check.data });
    if (!body.ok) {
      setFailure(Object.values(body.errors)[0]);
      return;
    }
    await send(
      async () => {
        await complete(body.data);
        onUpdated();
      },
      (caught) => setErrors(errorFields(caught)),
    );
  }

  return (
    <ResetStepForm
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel="Update Password"
      pendingLabel="Updating..."
      pending={pending}
      failure={failure}
    >
      <FormField
        label="New Password"
        autoFocus
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </ResetStepForm>
  );
}
