import { accountMessages, signUpSchema, type SignUpInput } from '@apogee/contracts/accounts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { CheckboxField, FormField, FormMessage } from '@/components/ui/form-field/FormField';
import type { FieldMessages } from '@/lib/api/api-error';
import { fieldBinding } from '@/lib/forms/field-binding';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { signUp as signUpRequest } from '../api/sign-up';
import { errorFields, errorText } from './auth-error-text';

export interface SignUpFormProps {
  /** Called with the service's message once the account exists. */
  onSignedUp: (message: string) => void;
  onSwitchToLogin: () => void;
  /** The call that creates the account; stories pass a stand-in. */
  signUp?: typeof signUpRequest;
  initialErrors?: FieldMessages;
  initialFailure?: string;
}

type SignUpValues = Omit<SignUpInput, 'acceptTerms'> & { acceptTerms: boolean };

const empty: SignUpValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

const textFields = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    autoComplete: 'new-password',
    type: 'password',
  },
] as const;

/**
 * The schema's messages, plus "Passwords do not match" while other fields still fail: the
 * schema only compares the passwords once every field is valid.
 */
function signUpErrors(values: SignUpValues): FieldMessages {
  const check = validateForm(signUpSchema, values);
  const errors: FieldMessages = check.ok ? {} : { ...check.errors };
  if (
    !errors.confirmPassword &&
    values.confirmPassword &&
    values.password !== values.confirmPassword
  )
    errors.confirmPassword = accountMessages.passwordsDiffer;
  return errors;
}

/** The sign-up form (docs/product/accounts.md#sign-up), checked by the service's own schema. */
export function SignUpForm({
  onSignedUp,
  onSwitchToLogin,
  signUp = signUpRequest,
  initialErrors = {},
  initialFailure,
}: SignUpFormProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldMessages>(initialErrors);
  const [failure, setFailure] = useState(initialFailure);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);

  function update<K extends keyof SignUpValues>(name: K, value: SignUpValues[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    // Before the first submit a field's message just goes away as the reader fixes it;
    // after it, every message follows the values (e.g. "Passwords do not match").
    if (submitted) {
      setErrors(signUpErrors(next));
    } else {
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    }
  }

  const bind = fieldBinding(values, errors, update);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setFailure(undefined);
    const check = validateForm(signUpSchema, values);
    if (!check.ok) {
      setErrors(signUpErrors(values));
      return;
    }
    setPending(true);
    try {
      const { message } = await signUp(check.data);
      setValues(empty);
      setErrors({});
      setSubmitted(false);
      onSignedUp(message);
    } catch (error) {
      setErrors(errorFields(error));
      setFailure(errorText(error, 'An error occurred'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="signup-title">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <h1 id="signup-title" className="auth-form__title" tabIndex={-1}>
          Sign Up
        </h1>
        <div className="auth-form__grid">
          {textFields.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              {...bind(field.name)}
            />
          ))}
        </div>
        <CheckboxField
          name="acceptTerms"
          checked={values.acceptTerms}
          error={errors.acceptTerms}
          onChange={(event) => update('acceptTerms', event.target.checked)}
          label={
            <>
              I accept the{' '}
              <a href="/terms-conditions" target="_blank" rel="noopener">
                Terms &amp; Conditions
              </a>{' '}
              and the{' '}
              <a href="/privacy-policy" target="_blank" rel="noopener">
                Privacy Policy
              </a>
            </>
          }
        />
        {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
        <Button type="submit" className="auth-form__submit" disabled={pending}>
          {pending ? 'Signing up...' : 'Sign Up'}
        </Button>
        <p className="auth-form__switch">
          <button type="button" className="link-button" onClick={onSwitchToLogin}>
            Login If You Have Account?
          </button>
        </p>
      </fieldset>
    </form>
  );
}
