import { z } from 'zod';

/** What the newsroom is told when a send request is refused. */
export const newsletterSendMessages = {
  subjectRequired: 'A subject is required.',
  subjectTooLong: 'The subject must be at most 200 characters.',
  bodyRequired: 'The email needs both an HTML and a plain-text version.',
  bodyTooLong: 'The email is too long (at most 400,000 characters in each version).',
  placeholderMissing:
    'The email must contain the unsubscribe link ({{unsubscribe_url}}) in both versions.',
  dedupeKeyInvalid:
    'The send key must be 1 to 200 letters, digits or : . _ - (e.g. issue:<documentId>).',
  scheduledAtInvalid: 'The time to send must be a date and time (ISO 8601).',
  alreadySent: 'This has already been sent or scheduled (the same send key exists).',
  notFound: 'No such newsletter send.',
  notStoppable: 'This send has already finished or been stopped.',
  trackedLinkInvalid: 'This link is not valid. Open the address from the email again.',
  emailInvalid: 'The test address must be a valid email address.',
} as const;

const m = newsletterSendMessages;
const MAX_BODY = 400_000;

const body = z
  .string({ error: m.bodyRequired })
  .min(1, { message: m.bodyRequired, abort: true })
  .max(MAX_BODY, { message: m.bodyTooLong, abort: true });

const email = {
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(1, { message: m.subjectRequired, abort: true })
    .max(200, { message: m.subjectTooLong, abort: true }),
  preheader: z.string().max(300).default(''),
  html: body.refine((v) => v.includes('{{unsubscribe_url}}'), m.placeholderMissing),
  text: body.refine((v) => v.includes('{{unsubscribe_url}}'), m.placeholderMissing),
};

export const newsletterSendKinds = ['issue', 'article', 'digest'] as const;
/** A send's audience by rhythm (see `audience` below). */
export const newsletterSendRhythms = ['all', 'each', 'digest'] as const;
export type NewsletterSendRhythm = (typeof newsletterSendRhythms)[number];

/** POST /api/internal/newsletter/sends */
export const createNewsletterSendSchema = z.object({
  kind: z.enum(newsletterSendKinds),
  dedupeKey: z.string({ error: m.dedupeKeyInvalid }).regex(/^[\w:.-]{1,200}$/, m.dedupeKeyInvalid),
  ...email,
  /**
   * Who receives it. `all` (an issue): every confirmed reader, whatever they chose. `each` (an
   * emailed article): readers with rhythm each or both; `digest`: readers with rhythm digest or
   * both. `topics` (category slugs; null: every topic) keeps readers who follow one of them or
   * follow no topic at all.
   */
  audience: z
    .object({
      topics: z.array(z.string().max(100)).max(100).nullable().default(null),
      rhythm: z.enum(newsletterSendRhythms).default('each'),
    })
    .default({ topics: null, rhythm: 'each' }),
  /** Absent: now. */
  scheduledAt: z.iso.datetime({ offset: true, error: m.scheduledAtInvalid }).optional(),
  createdBy: z.string().max(200).default(''),
});
export type CreateNewsletterSendInput = z.input<typeof createNewsletterSendSchema>;

/** POST /api/internal/newsletter/test: one rendered email to one address (the editor's). */
export const newsletterTestSchema = z.object({
  to: z.email({ error: m.emailInvalid }).max(254, m.emailInvalid),
  ...email,
});

export const newsletterSendReportSchema = z.object({
  id: z.string(),
  kind: z.string(),
  dedupeKey: z.string(),
  subject: z.string(),
  status: z.enum(['scheduled', 'preparing', 'sending', 'stopped', 'finished']),
  scheduledAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdBy: z.string(),
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
  bounced: z.number(),
  skipped: z.number(),
  unsubscribedSince: z.number(),
  /** Share of the recipients settled (sent, failed, bounced or skipped), 0–1. */
  progress: z.number(),
  /** Deliveries opened / clicked at least once: present only while NEWSLETTER_TRACKING counts them. */
  opens: z.number().optional(),
  clicks: z.number().optional(),
});
export type NewsletterSendReport = z.infer<typeof newsletterSendReportSchema>;
