import { accountSecurityMessages } from '@apogee/contracts/account-security';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormMessage } from '@/components/ui/form-field/FormField';
import { ApiRequestError } from '@/lib/api/api-error';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { confirmEmail as confirmEmailRequest } from '../api/confirm-email';

type State = 'idle' | 'sending' | 'done' | 'failed';

export interface ConfirmEmailActionProps {
  /** The token of the emailed link; missing when the link was cut. */
  token: string | undefined;
  confirmEmail?: typeof confirmEmailRequest;
  /** For stories: a state and its message as they would be after the button. */
  initialState?: State;
  initialMessage?: string;
}

/**
 * The page the new address's link opens: one button that makes the POST. Opening the link
 * alone changes nothing, so mail scanners that follow links do not confirm anything.
 */
export function ConfirmEmailAction({
  token,
  confirmEmail = confirmEmailRequest,
  initialState,
  initialMessage,
}: ConfirmEmailActionProps) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>(initialState ?? (token ? 'idle' : 'failed'));
  const [message, setMessage] = useState<string>(
    initialMessage ?? (token ? '' : accountSecurityMessages.emailLinkMissing),
  );

  async function run() {
    if (!token) return;
    setState('sending');
    try {
      setMessage((await confirmEmail(token)).message);
      setState('done');
    } catch (error) {
      setMessage(
        error instanceof ApiRequestError && error.message
          ? error.message
          : 'The service is unavailable. Please try again later.',
      );
      setState('failed');
    }
  }

  return (
    <section className="container profile-status" aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title" className="page-title">
        Confirm your new email address
      </h1>
      {state === 'done' ? (
        <>
          <FormMessage tone="success">{message}</FormMessage>
          <p>
            <a href="/profile">Go to your profile</a>
          </p>
        </>
      ) : (
        <>
          <p>Press the button to make this address the email of your Apogee account.</p>
          {state === 'failed' && message ? <FormMessage tone="error">{message}</FormMessage> : null}
          {token ? (
            <Button onClick={run} disabled={state === 'sending' || !hydrated}>
              {state === 'sending' ? 'Confirming...' : 'Confirm my new email'}
            </Button>
          ) : null}
          <p>
            <a href="/">Back to the home page</a>
          </p>
        </>
      )}
    </section>
  );
}
