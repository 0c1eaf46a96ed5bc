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

/** The contact form (SPEC.md §5, checked on submit) and the body of POST /api/contact. */
export const contactSchema = z.object({
  name: requiredText(contactMessages.nameRequired).max(100, contactMessages.nameTooLong),
  email: emailField({
    required: contactMessages.emailRequired,
    invalid: contactMessages.emailInvalid,
    tooLong: contactMessages.emailInvalid,
  }),
  number: requiredText(contactMessages.numberRequired)
    .max(10, { message: contactMessages.numberInvalid, abort: true })
    .regex(/^\d{10}$/, contactMessages.numberInvalid),
  subject: requiredText(contactMessages.subjectRequired).max(200, contactMessages.subjectTooLong),
  message: requiredText(contactMessages.messageRequired).max(
    CONTACT_MESSAGE_MAX_LENGTH,
    contactMessages.messageTooLong,
  ),
});
export type ContactInput = z.input<typeof contactSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
