import { useHydrated } from '@/lib/forms/use-hydrated';
import {
  newsletterMessages,
  subscribeSchema,
  type NewsletterRhythm,
} from '@apogee/contracts/newsletter';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage } from '@/components/ui/form-field/FormField';
import { ApiRequestError, type FieldMessages } from '@/lib/api/api-error';
import { validateForm } from '@/lib/forms/validate-form';
import { subscribeNewsletter as subscribeRequest } from '../api/subscribe-newsletter';
import { NewsletterChoices, type NewsletterTopic } from './NewsletterChoices';

export interface NewsletterFormProps {
  /** The call that subscribes; stories pass a stand-in. */
  subscribe?: typeof subscribeRequest;
  /**
   * The site's categories, when the page has them; the footer has none, and its readers pick
   * topics from the link in the welcome email.
   */
  topics?: readonly NewsletterTopic[];
}

type Values = { name: string; email: string; topics: string[]; rhythm: NewsletterRhythm };
const EMPTY: Values = { name: '', email: '', topics: [], rhythm: 'both' };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The form's messages, inline (docs/product/engagement.md#newsletter): 409 has its own text, other
 * failures one text.
 */
function failure(error: unknown): { text: string; fields: FieldMessages } {
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return { text: newsletterMessages.alreadySubscribed, fields: {} };
    if (error.status === 400 && error.fields.email)
      return { text: '', fields: { email: error.fields.email } };
  }
  return { text: newsletterMessages.failed, fields: {} };
}

/** The footer's newsletter form (name and email), double opt-in. */
export default function NewsletterForm({
  subscribe = subscribeRequest,
  topics = [],
}: NewsletterFormProps) {
  // Typed text would be lost, and a submit would send the fields in the address, before React.
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const check = validateForm(subscribeSchema, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const { message } = await subscribe(check.data);
      setValues(EMPTY);
      setOutcome({ tone: 'success', text: message });
    } catch (error) {
      const { text, fields } = failure(error);
      setErrors(fields);
      if (text) setOutcome({ tone: 'error', text });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate aria-label="Newsletter">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <p className="newsletter-form__intro">
          New articles, magazine issues and stories, straight to your inbox.
        </p>
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          error={errors.email}
        />
        {/* Closed by default: the footer stays two fields and a button. */}
        <details className="newsletter-form__choices">
          <summary>Choose how often{topics.length ? ' and your topics' : ''}</summary>
          <NewsletterChoices
            topics={topics}
            value={values}
            onChange={(choices) => setValues({ ...values, ...choices })}
            errors={errors}
          />
          {topics.length ? null : (
            <p className="newsletter-choices__hint">
              Topics: pick them from the link in our welcome email.
            </p>
          )}
        </details>
        <Button type="submit" disabled={pending}>
          {pending ? 'Subscribing...' : 'Subscribe'}
        </Button>
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      </fieldset>
    </form>
  );
}
