import { formResultOf, newsletterFormResults } from '@apogee/contracts/form-posts';
import {
  newsletterMessages,
  newsletterRhythms,
  subscribeSchema,
  type NewsletterRhythm,
} from '@apogee/contracts/newsletter';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
  /**
   * The outcome of a post made without scripts, as the page's URL names it
   * (`?newsletter=check-your-inbox`, @apogee/contracts/form-posts): shown as the scripted
   * form shows it, on the server too.
   */
  result?: string | null;
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

/** What the reader typed before the scripts came (the server's HTML is a working form). */
function typedValues(form: HTMLFormElement): Values {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const rhythm = newsletterRhythms.find((choice) => choice === text('rhythm')) ?? 'both';
  return { name: text('name'), email: text('email'), topics: [], rhythm };
}

/**
 * The footer's newsletter form (name and email), double opt-in. The server renders it as a
 * plain form posting to the service, which sends the reader back here with `result`; once
 * its code has come, it sends with a script and shows the outcome in place.
 */
export default function NewsletterForm({
  subscribe = subscribeRequest,
  topics = [],
  result,
}: NewsletterFormProps) {
  const posted = formResultOf(newsletterFormResults, result);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>(
    posted?.field ? { [posted.field]: posted.text } : {},
  );
  const [outcome, setOutcome] = useState<Outcome>(
    posted && !posted.field ? { tone: posted.tone, text: posted.text } : null,
  );
  const [pending, setPending] = useState(false);

  // Text typed into the server's form before the scripts came is kept.
  useEffect(() => {
    if (!form.current) return;
    const typed = typedValues(form.current);
    if (typed.name || typed.email || typed.rhythm !== EMPTY.rhythm)
      setValues((current) => ({ ...current, ...typed, topics: current.topics }));
  }, []);

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
    <form
      ref={form}
      className="newsletter-form"
      // Without scripts the browser posts the form itself (lib/form-post.ts in the service).
      method="post"
      action="/api/newsletter/subscribe"
      onSubmit={submit}
      noValidate
      aria-label="Newsletter"
    >
      <fieldset className="form-fieldset">
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
            rhythmName="rhythm"
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
