import {
  newsletterMessages,
  type NewsletterChoices as Choices,
} from '@apogee/contracts/newsletter';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormMessage } from '@/components/ui/form-field/FormField';
import { ApiRequestError } from '@/lib/api/api-error';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { NewsletterChoices, type NewsletterTopic } from './NewsletterChoices';

export interface NewsletterChoicesFormProps {
  topics: readonly NewsletterTopic[];
  initial: Choices;
  /** The button's label: "Save" for a subscription, "Subscribe" for none. */
  submitLabel: string;
  /** Stores the choices; resolves with the message to show. */
  submit: (choices: Choices) => Promise<string>;
  /** Beside the submit button (e.g. Unsubscribe). */
  extra?: ReactNode;
}

/** The choices with their submit button and the answer's message under them. */
export function NewsletterChoicesForm({
  topics,
  initial,
  submitLabel,
  submit,
  extra,
}: NewsletterChoicesFormProps) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [errors, setErrors] = useState<{ topics?: string; rhythm?: string }>({});

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setOutcome(null);
    setErrors({});
    try {
      setOutcome({ tone: 'success', text: await submit(value) });
    } catch (error) {
      const known = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      if (known) setErrors(error.fields);
      setOutcome({ tone: 'error', text: known ? error.message : newsletterMessages.failed });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="newsletter-choices-form" onSubmit={send} noValidate>
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <NewsletterChoices topics={topics} value={value} onChange={setValue} errors={errors} />
        <p className="newsletter-choices-form__actions">
          <Button type="submit" disabled={pending}>
            {pending ? 'Please wait...' : submitLabel}
          </Button>
          {extra}
        </p>
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
      </fieldset>
    </form>
  );
}
