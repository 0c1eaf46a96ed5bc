import { z } from 'zod';

/**
 * The newsroom's Subscribers page: the list, its CSV export and the import of other platforms'
 * exports (quiz-service/src/modules/newsletter-subscribers, behind NEWSROOM_NEWSLETTER_SECRET;
 * docs/decisions/055-newsletter-csv-import.md).
 */

/** The largest CSV file an import reads (about 200,000 subscribers of a Mailchimp export). */
export const SUBSCRIBERS_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows of one import file, its header aside. */
export const SUBSCRIBERS_IMPORT_MAX_ROWS = 200_000;
/** Bad rows listed in an import's report (all of them are counted). */
export const SUBSCRIBERS_IMPORT_BAD_ROWS_LISTED = 500;

export const newsletterSubscriberMessages = {
  importTooLarge: 'The file is too large: an import takes at most 20 MB.',
  importTooManyRows: 'The file has too many rows: an import takes at most 200,000 subscribers.',
  importNotCsv: 'Send the file as CSV (text/csv).',
  importEmpty: 'The file is empty.',
  importUnrecognised:
    'The first line must name the columns, with an email column (Ghost, Mailchimp and Substack exports do; a plain file starts with "email" or "email,name").',
  importMalformed: (line: number) =>
    `The file is not valid CSV near line ${line} (an unclosed quote?). Nothing was imported.`,
  emailMissing: 'No email address.',
  emailInvalid: 'Not a valid email address.',
  emailDuplicate: (line: number) => `The same address is on line ${line}.`,
  dateInvalid: (column: string) => `The date in ${column} cannot be read.`,
  queryInvalid: 'The search, filter or page asked for is not valid.',
} as const;

const m = newsletterSubscriberMessages;

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscriberSources = [
  'site',
  'import:ghost',
  'import:mailchimp',
  'import:substack',
  'import:csv',
] as const;
export type SubscriberSource = (typeof subscriberSources)[number];

/** The column layouts an import recognises from the file's first line. */
export const importLayouts = ['ghost', 'mailchimp', 'substack', 'csv'] as const;
export type ImportLayout = (typeof importLayouts)[number];

/** GET /api/internal/newsletter/subscribers (and the export's filters, without the page). */
export const subscriberFilterSchema = z.object({
  /** Part of the address or the name. */
  q: z.string().trim().max(200, m.queryInvalid).default(''),
  status: z.enum(subscriberStatuses, { error: m.queryInvalid }).optional(),
  /** A category slug: the readers who receive it (their topics include it, or are all). */
  topic: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/, m.queryInvalid)
    .optional(),
});
export type SubscriberFilter = z.infer<typeof subscriberFilterSchema>;

export const subscriberListQuerySchema = subscriberFilterSchema.extend({
  /** The page after this one's last row (the previous answer's nextCursor). */
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, m.queryInvalid)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(subscriberStatuses),
  /** Category slugs; empty: every topic. */
  topics: z.array(z.string()),
  rhythm: z.string(),
  source: z.string(),
  consentedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const subscriberCountsSchema = z.object({
  all: z.number(),
  pending: z.number(),
  confirmed: z.number(),
  unsubscribed: z.number(),
  bounced: z.number(),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const subscriberListSchema = z.object({
  subscribers: z.array(subscriberSchema),
  /** null: this is the last page. */
  nextCursor: z.string().nullable(),
  /** By status, for the search and topic asked (not the status filter). */
  counts: subscriberCountsSchema,
});
export type SubscriberList = z.infer<typeof subscriberListSchema>;

/** POST /api/internal/newsletter/subscribers/import?dryRun=true|false, body text/csv. */
export const subscriberImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('true'),
});

export const badImportRowSchema = z.object({
  /** The file's line, counting the header as line 1. */
  line: z.number(),
  email: z.string(),
  reason: z.string(),
});
export type BadImportRow = z.infer<typeof badImportRowSchema>;

export const subscriberImportReportSchema = z.object({
  layout: z.enum(importLayouts),
  dryRun: z.boolean(),
  /** Rows read, the header aside. */
  rows: z.number(),
  /** Addresses not yet on the list: added (or, in a dry run, that would be). */
  new: z.number(),
  /** Addresses on the list already: left exactly as they are. */
  existing: z.number(),
  bad: z.number(),
  /** The first SUBSCRIBERS_IMPORT_BAD_ROWS_LISTED bad rows. */
  badRows: z.array(badImportRowSchema),
  /** Of the new ones, how many the export marks unsubscribed (kept so, never emailed). */
  unsubscribed: z.number(),
});
export type SubscriberImportReport = z.infer<typeof subscriberImportReportSchema>;

/** The export's columns, in order. */
export const subscriberExportColumns = [
  'email',
  'name',
  'status',
  'topics',
  'rhythm',
  'source',
  'consented_at',
  'created_at',
] as const;
