import { changePasswordSchema } from '@apogee/contracts/account-security';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage } from '@/components/ui/form-field/FormField';
import { ApiRequestError, type FieldMessages } from '@/lib/api/api-error';
import { fieldBinding } from '@/lib/forms/field-binding';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { changePassword as changePasswordRequest } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
type Outcome = { tone: 'success' | 'error'; text: string };

const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** Called after a change, so the sessions list shows the other sessions gone. */
  onChanged?: () => void;
  changePassword?: typeof changePasswordRequest;
  initialErrors?: FieldMessages;
  initialOutcome?: Outcome;
}

/** Current password, new password twice. The service also refuses common passwords. */
export function ChangePasswordForm({
  onChanged,
  changePassword = changePasswordRequest,
  initialErrors = {},
  initialOutcome,
}: ChangePasswordFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldMessages>(initialErrors);
  const [outcome, setOutcome] = useState<Outcome | undefined>(initialOutcome);
  const [pending, setPending] = useState(false);

  function update(name: keyof Values, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _previous, ...rest }) => rest);
    setOutcome(undefined);
  }
  const field = fieldBinding(values, errors, update);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const check = validateForm(changePasswordSchema, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setPending(true);
    try {
      const { message } = await changePassword(check.data);
      setValues(empty);
      setErrors({});
      setOutcome({ tone: 'success', text: message });
      onChanged?.();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      setErrors(fields);
      // A field's message is shown under it; anything else (a limit, the network) above.
      if (Object.keys(fields).length === 0)
        setOutcome({
          tone: 'error',
          text: error instanceof Error ? error.message : 'An error occurred',
        });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="account-security__panel"
      onSubmit={submit}
      noValidate
      aria-labelledby="change-password-title"
    >
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <h2 id="change-password-title" className="account-security__heading">
          Change password
        </h2>
        <p className="account-security__hint">
          Your other sessions are signed out when your password changes.
        </p>
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Changing...' : 'Change password'}
        </Button>
      </fieldset>
    </form>
  );
}
