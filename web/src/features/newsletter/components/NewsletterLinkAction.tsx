import { newsletterMessages } from '@apogee/contracts/newsletter';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormMessage } from '@/components/ui/form-field/FormField';
import { ApiRequestError } from '@/lib/api/api-error';
import { useHydrated } from '@/lib/forms/use-hydrated';

export interface NewsletterLinkActionProps {
  title: string;
  explanation: string;
  buttonLabel: string;
  /** The token of the email's link; missing when the link was cut. */
  token: string | undefined;
  /** The POST the button makes (confirm or unsubscribe). */
  action: (token: string) => Promise<{ message: string }>;
}

/**
 * The page an email's link opens: one button that makes the POST. Opening the link alone
 * changes nothing, so mail scanners that follow links do not (un)subscribe anyone.
 */
export function NewsletterLinkAction({
  title,
  explanation,
  buttonLabel,
  token,
  action,
}: NewsletterLinkActionProps) {
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>(
    token ? 'idle' : 'failed',
  );
  const hydrated = useHydrated();
  const [message, setMessage] = useState<string>(token ? '' : newsletterMessages.invalidLink);

  async function run() {
    if (!token) return;
    setState('sending');
    try {
      setMessage((await action(token)).message);
      setState('done');
    } catch (error) {
      setMessage(
        error instanceof ApiRequestError && error.status >= 400 && error.status < 500
          ? error.message
          : newsletterMessages.failed,
      );
      setState('failed');
    }
  }

  return (
    <section className="container newsletter-link" aria-labelledby="newsletter-link-title">
      <h1 id="newsletter-link-title" className="page-title">
        {title}
      </h1>
      {state === 'done' ? (
        <FormMessage tone="success">{message}</FormMessage>
      ) : (
        <>
          <p>{explanation}</p>
          {state === 'failed' ? <FormMessage tone="error">{message}</FormMessage> : null}
          {token ? (
            <Button onClick={run} disabled={state === 'sending' || !hydrated}>
              {state === 'sending' ? 'Please wait...' : buttonLabel}
            </Button>
          ) : null}
        </>
      )}
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}
