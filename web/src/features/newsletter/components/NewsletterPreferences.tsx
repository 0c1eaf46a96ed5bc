import { newsletterMessages } from '@apogee/contracts/newsletter';
import { useState } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormMessage } from '@/components/ui/form-field/FormField';
import { Loader } from '@/components/ui/loader/Loader';
import { ApiRequestError } from '@/lib/api/api-error';
import { getNewsletterPreferences, saveNewsletterPreferences } from '../api/newsletter-preferences';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { useLoaded } from '../lib/use-loaded';
import type { NewsletterTopic } from './NewsletterChoices';
import { NewsletterChoicesForm } from './NewsletterChoicesForm';

export interface NewsletterPreferencesProps {
  /** The token of the email's link; missing when the link was cut. */
  token: string | undefined;
  topics: readonly NewsletterTopic[];
  /** The calls; stories pass stand-ins. */
  load?: typeof getNewsletterPreferences;
  save?: typeof saveNewsletterPreferences;
  unsubscribe?: typeof unsubscribeNewsletter;
}

/** A refused link has its own message; anything else is the form's general failure. */
const loadFailure = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500
    ? { text: error.message, retry: false }
    : { text: newsletterMessages.failed, retry: true };

/**
 * The page of the "preferences" link in every newsletter email: no login, the link's token
 * says whose subscription it is. Topics, rhythm, Save and Unsubscribe.
 */
export function NewsletterPreferences({
  token,
  topics,
  load = getNewsletterPreferences,
  save = saveNewsletterPreferences,
  unsubscribe = unsubscribeNewsletter,
}: NewsletterPreferencesProps) {
  const loaded = useLoaded(token ? () => load(token) : null);
  const [left, setLeft] = useState<string | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);

  async function leave(link: string) {
    setLeaveError(null);
    try {
      setLeft((await unsubscribe(link)).message);
    } catch (error) {
      setLeaveError(loadFailure(error).text);
    }
  }

  let body;
  if (!token) body = <FormMessage tone="error">{newsletterMessages.invalidLink}</FormMessage>;
  else if (loaded.state === 'loading') body = <Loader />;
  else if (loaded.state === 'failed') {
    const failure = loadFailure(loaded.error);
    body = (
      <>
        <FormMessage tone="error">{failure.text}</FormMessage>
        {failure.retry ? (
          <Button variant="secondary" onClick={loaded.retry}>
            Try again
          </Button>
        ) : null}
      </>
    );
  } else if (left || loaded.data.status === 'unsubscribed')
    body = (
      <p role="status">
        {left ??
          'This address is unsubscribed and receives no newsletter. To receive it again, subscribe with the form at the bottom of any page.'}
      </p>
    );
  else {
    const preferences = loaded.data;
    body = (
      <>
        <p>
          Preferences of <strong>{preferences.email}</strong>
        </p>
        {preferences.status === 'pending' ? (
          <p>Your subscription starts once you open the link in our confirmation email.</p>
        ) : null}
        {leaveError ? <FormMessage tone="error">{leaveError}</FormMessage> : null}
        <NewsletterChoicesForm
          topics={topics}
          initial={{ topics: preferences.topics, rhythm: preferences.rhythm }}
          submitLabel="Save"
          submit={async (choices) => (await save(token, choices)).message}
          extra={
            <Button variant="secondary" onClick={() => void leave(token)}>
              Unsubscribe
            </Button>
          }
        />
      </>
    );
  }

  return (
    <section className="container newsletter-link" aria-labelledby="newsletter-preferences-title">
      <h1 id="newsletter-preferences-title" className="page-title">
        Newsletter preferences
      </h1>
      {body}
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </section>
  );
}
