import { contactMessages, contactSchema, type ContactInput } from '@apogee/contracts/contact';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button/Button';
import { FormField, FormMessage, TextAreaField } from '@/components/ui/form-field/FormField';
import { ApiRequestError, type FieldMessages } from '@/lib/api/api-error';
import { useHydrated } from '@/lib/forms/use-hydrated';
import { validateForm } from '@/lib/forms/validate-form';
import { sendContactMessage as sendRequest } from '../api/send-contact-message';

export interface ContactFormProps {
  /** The call that sends the message; stories pass a stand-in. */
  send?: typeof sendRequest;
}

type Values = Record<keyof ContactInput, string>;
const empty: Values = { name: '', email: '', number: '', subject: '', message: '' };
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The contact form (docs/product/engagement.md#contact): checked on submit, nothing sent while
 * anything is wrong.
 */
export function ContactForm({ send = sendRequest }: ContactFormProps) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const check = validateForm(contactSchema, values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { message } = await send(check.data);
      setValues(empty);
      setOutcome({ tone: 'success', text: message || contactMessages.sent });
    } catch (error) {
      // The server's message on 400, one text for any other failure.
      if (error instanceof ApiRequestError && error.status === 400) {
        setErrors(error.fields);
        setOutcome({ tone: 'error', text: error.message });
      } else setOutcome({ tone: 'error', text: contactMessages.failed });
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="contact-form" onSubmit={submit} noValidate aria-label="Contact form">
      {/* Disabled until the page is interactive: earlier typing would be lost. */}
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <div className="contact-form__row">
          <FormField label="Name" autoComplete="name" {...field('name')} />
          <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        </div>
        <div className="contact-form__row">
          {/* 10 digits, grouped as the reader likes, or + and a country code first
              (normalisePhoneNumber): the phone's keypad with its + and separators. */}
          <FormField label="Phone Number" type="tel" autoComplete="tel" {...field('number')} />
          <FormField label="Subject" {...field('subject')} />
        </div>
        <TextAreaField label="Message" rows={6} {...field('message')} />
        {outcome ? <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage> : null}
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </fieldset>
    </form>
  );
}
