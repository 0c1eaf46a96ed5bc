import { newsletterMessages } from '@apogee/contracts/newsletter';
import { Button } from '@/components/ui/button/Button';
import { FormMessage } from '@/components/ui/form-field/FormField';
import { Loader } from '@/components/ui/loader/Loader';
import { getMyNewsletter, saveMyNewsletter } from '../api/newsletter-preferences';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { useLoaded } from '../lib/use-loaded';
import type { NewsletterTopic } from './NewsletterChoices';
import { NewsletterChoicesForm } from './NewsletterChoicesForm';

export interface MyNewsletterPanelProps {
  /** The account's address and name: a new subscription is for them. */
  email: string;
  name: string;
  topics: readonly NewsletterTopic[];
  /** The calls; stories pass stand-ins. */
  load?: typeof getMyNewsletter;
  save?: typeof saveMyNewsletter;
  subscribe?: typeof subscribeNewsletter;
}

/**
 * The account page's newsletter: the subscription of the account's address with its topics
 * and rhythm, or, with none, the same choices and Subscribe (the usual confirmation email).
 */
export function MyNewsletterPanel({
  email,
  name,
  topics,
  load = getMyNewsletter,
  save = saveMyNewsletter,
  subscribe = subscribeNewsletter,
}: MyNewsletterPanelProps) {
  const loaded = useLoaded(load);

  let body;
  if (loaded.state === 'loading') body = <Loader />;
  else if (loaded.state === 'failed')
    body = (
      <>
        <FormMessage tone="error">{newsletterMessages.failed}</FormMessage>
        <Button variant="secondary" onClick={loaded.retry}>
          Try again
        </Button>
      </>
    );
  else {
    const subscription = loaded.data.subscription;
    const active = subscription && subscription.status !== 'unsubscribed';
    body = (
      <>
        <p className="account-security__hint">
          {!active
            ? `You are not subscribed. Choose what you would like, then subscribe: we will send a confirmation link to ${email}.`
            : subscription.status === 'pending'
              ? `Waiting for you to open the confirmation link we sent to ${email}.`
              : `Sent to ${email}.`}
        </p>
        <NewsletterChoicesForm
          topics={topics}
          initial={{
            topics: subscription?.topics ?? [],
            rhythm: subscription?.rhythm ?? 'both',
          }}
          submitLabel={active ? 'Save' : 'Subscribe'}
          submit={async (choices) =>
            active
              ? (await save(choices)).message
              : (await subscribe({ email, name, ...choices })).message
          }
        />
      </>
    );
  }

  return (
    <section className="account-security__panel" aria-labelledby="my-newsletter-title">
      <h2 id="my-newsletter-title" className="account-security__heading">
        Newsletter
      </h2>
      {body}
    </section>
  );
}
