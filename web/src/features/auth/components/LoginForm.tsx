import { loginSchema, type CurrentUser, type LoginInput } from '@apogee/contracts/accounts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { CheckboxField, FormField, FormMessage } from '@/components/ui/form-field/FormField';
import type { FieldMessages } from '@/lib/api/api-error';
import { fieldBinding } from '@/lib/forms/field-binding';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { login as loginRequest } from '../api/login';
import { useSendForm } from '../hooks/use-send-form';
import { errorFields } from './auth-error-text';

export interface LoginFormProps {
  onLoggedIn: (user: CurrentUser) => void | Promise<void>;
  onForgotPassword: () => void;
  onSwitchToSignUp: () => void;
  /** A confirmation to show above the form (the sign-up success message). */
  notice?: string;
  /** The call that logs in; stories pass a stand-in. */
  login?: typeof loginRequest;
  /** Starting state, for stories of the error states. */
  initialErrors?: FieldMessages;
  initialFailure?: string;
}

const empty: Required<LoginInput> = { emailOrUsername: '', password: '', remember: false };

/**
 * The login form (docs/product/accounts.md#login), "Remember me": a 30-day session when checked.
 */
export function LoginForm({
  onLoggedIn,
  onForgotPassword,
  onSwitchToSignUp,
  notice,
  login = loginRequest,
  initialErrors = {},
  initialFailure,
}: LoginFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldMessages>(initialErrors);
  const { failure, setFailure, pending, send } = useSendForm(initialFailure);

  const update = <K extends keyof typeof empty>(name: K, value: (typeof empty)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const field = fieldBinding(values, errors, update);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const check = validateForm(loginSchema, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    await send(
      async () => {
        const { user } = await login(check.data);
        await onLoggedIn(user);
      },
      (caught) => setErrors(errorFields(caught)),
    );
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <h1 id="login-title" className="auth-form__title" tabIndex={-1}>
          Login
        </h1>
        {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
        <FormField
          label="Email or Username"
          autoComplete="username"
          {...field('emailOrUsername')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <div className="auth-form__row">
          <CheckboxField
            label="Remember me"
            name="remember"
            checked={values.remember}
            onChange={(event) => update('remember', event.target.checked)}
          />
          <button type="button" className="link-button" onClick={onForgotPassword}>
            Forgot Password
          </button>
        </div>
        {failure ? (
          <p className="auth-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="auth-form__submit" disabled={pending}>
          {pending ? 'Logging in...' : 'Login'}
        </Button>
        <p className="auth-form__switch">
          <button type="button" className="link-button" onClick={onSwitchToSignUp}>
            Sign Up If You Haven&apos;t Account?
          </button>
        </p>
      </fieldset>
    </form>
  );
}
