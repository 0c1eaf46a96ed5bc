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
  topicsInvalid: 'Choose topics from the list.',
  rhythmInvalid: 'Choose each article, the weekly digest or both.',
  preferencesSaved: 'Your newsletter preferences are saved.',
  notSubscribed: 'This address is not subscribed to the newsletter.',
} as const;

/**
 * How often a reader hears from us: every emailed article, the weekly digest of their topics,
 * or both. Issues go to every subscriber whatever they chose.
 */
export const newsletterRhythms = ['each', 'digest', 'both'] as const;
export type NewsletterRhythm = (typeof newsletterRhythms)[number];

/** The rhythm choices as the forms show them. */
export const newsletterRhythmLabels: Record<NewsletterRhythm, string> = {
  both: 'Each new article and the weekly digest',
  each: 'Each new article',
  digest: 'The weekly digest only',
};

/** At most this many topics: more than the site has categories. */
export const NEWSLETTER_TOPICS_MAX = 50;

/**
 * A reader's topics: the site's category slugs; none means every topic. Repeats are dropped.
 * A slug the site no longer has is harmless: no send names it.
 */
export const newsletterTopicsField = z
  .array(
    z.string({ error: newsletterMessages.topicsInvalid }).regex(/^[a-z0-9][a-z0-9-]{0,99}$/, {
      message: newsletterMessages.topicsInvalid,
    }),
    { error: newsletterMessages.topicsInvalid },
  )
  .max(NEWSLETTER_TOPICS_MAX, newsletterMessages.topicsInvalid)
  .transform((topics) => [...new Set(topics)].sort());

export const newsletterRhythmField = z.enum(newsletterRhythms, {
  error: newsletterMessages.rhythmInvalid,
});

/** What a reader chose to receive. */
export const newsletterChoicesSchema = z.object({
  topics: newsletterTopicsField.default([]),
  rhythm: newsletterRhythmField.default('both'),
});
export type NewsletterChoices = z.infer<typeof newsletterChoicesSchema>;

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
  ...newsletterChoicesSchema.shape,
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

/**
 * A subscription's preferences as its owner sees them: from the link in every email (GET and
 * PUT /api/newsletter/preferences, with the link's token) or on the account page (GET and PUT
 * /api/newsletter/my-preferences, with the session).
 */
export const newsletterPreferencesSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  topics: z.array(z.string()),
  rhythm: z.enum(newsletterRhythms),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

/** PUT /api/newsletter/preferences: the email link's token and the new choices. */
export const newsletterPreferencesUpdateSchema = newsletterTokenSchema.extend(
  newsletterChoicesSchema.shape,
);
export type NewsletterPreferencesUpdate = z.input<typeof newsletterPreferencesUpdateSchema>;

/** GET /api/newsletter/my-preferences: null when the account's email has no subscription. */
export const myNewsletterResponseSchema = z.object({
  subscription: newsletterPreferencesSchema.nullable(),
});
export type MyNewsletterResponse = z.infer<typeof myNewsletterResponseSchema>;

/** The answer of a save: its message and the preferences as stored. */
export const newsletterPreferencesSavedSchema = z.object({
  message: z.string(),
  preferences: newsletterPreferencesSchema,
});
export type NewsletterPreferencesSaved = z.infer<typeof newsletterPreferencesSavedSchema>;
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
