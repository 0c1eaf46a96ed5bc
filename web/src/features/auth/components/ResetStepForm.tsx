import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormMessage } from '@/components/ui/form-field/FormField';
import { useHydrated } from '@/lib/forms/use-hydrated';

export interface ResetStepFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The submit button's label, and its label while the request is under way. */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The service's answer when the step failed, shown under the buttons. */
  failure?: string;
  /** The step's fields, under the "Reset Password" title. */
  children: ReactNode;
}

/**
 * The frame of every password-reset step: the title, the step's fields, Cancel and submit,
 * and the failure message. Disabled until hydrated, so nothing is typed into a dead form.
 */
export function ResetStepForm({
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  failure,
  children,
}: ResetStepFormProps) {
  const hydrated = useHydrated();
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <h1 id="reset-title" className="auth-form__title" tabIndex={-1}>
          Reset Password
        </h1>
        {children}
        <div className="auth-form__actions">
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
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
