import { z } from 'zod';
import { emailField, requiredText } from './accounts';

export const contactMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email is invalid.',
  numberRequired: 'Phone number is required.',
  numberInvalid: 'Phone number must be 10 digits.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  subjectTooLong: 'Subject must be at most 200 characters.',
  messageTooLong: 'Message must be at most 5,000 characters.',
  sent: 'Message sent successfully!',
  failed: 'Failed to send the message. Please try again.',
  tooMany: 'Too many messages from this network. Please try again later.',
} as const;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Longer than any phone number anyone types, separators and all: refused before it is read. */
const PHONE_NUMBER_MAX_LENGTH = 30;
/** What people type between the digits of a phone number: spaces, dashes, dots, parentheses. */
const PHONE_SEPARATORS = /[\s().-]/g;

/**
 * A contact phone number as it is kept: 10 digits (the form's rule since the old site), however
 * they were grouped with spaces, dashes, dots or parentheses ("(555) 123-4567" is kept as
 * 5551234567); or an international number, "+" with a country code of 1 to 3 digits and then those 10 digits
 * ("+44 117 496 0472" is kept as +441174960472). Null for anything else.
 */
export function normalisePhoneNumber(text: string): string | null {
  const compact = text.trim().replace(PHONE_SEPARATORS, '');
  if (/^\d{10}$/.test(compact)) return compact;
  if (/^\+\d{11,13}$/.test(compact)) return compact;
  return null;
}

const phoneNumberField = requiredText(contactMessages.numberRequired)
  .max(PHONE_NUMBER_MAX_LENGTH, { message: contactMessages.numberInvalid, abort: true })
  .transform((text, context) => {
    const number = normalisePhoneNumber(text);
    if (number) return number;
    context.addIssue({ code: 'custom', message: contactMessages.numberInvalid });
    return z.NEVER;
  });

/**
 * The contact form (docs/product/engagement.md#contact, checked on submit) and the body of POST
 * /api/contact.
 */
export const contactSchema = z.object({
  name: requiredText(contactMessages.nameRequired).max(100, contactMessages.nameTooLong),
  email: emailField({
    required: contactMessages.emailRequired,
    invalid: contactMessages.emailInvalid,
    tooLong: contactMessages.emailInvalid,
  }),
  number: phoneNumberField,
  subject: requiredText(contactMessages.subjectRequired).max(200, contactMessages.subjectTooLong),
  message: requiredText(contactMessages.messageRequired).max(
    CONTACT_MESSAGE_MAX_LENGTH,
    contactMessages.messageTooLong,
  ),
});
export type ContactInput = z.input<typeof contactSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
