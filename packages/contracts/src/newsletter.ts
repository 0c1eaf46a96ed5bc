import { z } from 'zod';
import { emailField } from './accounts';

export const newsletterMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  nameTooLong: 'Name must be at most 100 characters',
  checkInbox:
    'Thanks! Please check your inbox and click the link in our email to confirm your subscription.',
  alreadySubscribed: 'This email is already subscribed!',
  failed: 'There was an issue submitting your form. Please try again.',
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  invalidLink: 'This link is invalid or has expired.',
  tooMany: 'Too many subscription requests. Please try again later.',
} as const;

/**
 * The footer's newsletter form (docs/product/engagement.md#newsletter) and the body of POST
 * /api/newsletter/subscribe.
 */
export const subscribeSchema = z.object({
  name: z.string().trim().max(100, newsletterMessages.nameTooLong).default(''),
  email: emailField({
    required: newsletterMessages.emailRequired,
    invalid: newsletterMessages.emailInvalid,
    tooLong: newsletterMessages.emailInvalid,
  }),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

/** Body of the confirm and unsubscribe calls: the token from the email's link. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: newsletterMessages.invalidLink })
    .trim()
    .max(100, { message: newsletterMessages.invalidLink, abort: true })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, newsletterMessages.invalidLink),
});
export type NewsletterTokenInput = z.input<typeof newsletterTokenSchema>;

export const newsletterResponseSchema = z.object({ message: z.string() });
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
