import { EMAIL_MAX_LENGTH, EMAIL_SHAPE } from '@apogee/contracts/accounts';
import {
  newsletterSubscriberMessages as messages,
  type ImportLayout,
} from '@apogee/contracts/newsletter-subscribers';

/**
 * The column layouts of the exports an import reads, recognised from the file's first line
 * (docs/decisions/055-newsletter-csv-import.md):
 *
 * - Ghost (Members → Export): email, name, note, subscribed_to_emails, complimentary_plan,
 *   stripe_customer_id, created_at, deleted_at, labels. Not subscribed to emails, or deleted:
 *   unsubscribed. Consent: created_at.
 * - Mailchimp (Audience → Export; one file per status): Email Address, First Name, Last Name,
 *   …, OPTIN_TIME, CONFIRM_TIME, … and, in the unsubscribed and cleaned files, UNSUB_TIME or
 *   CLEAN_TIME. Unsubscribed: unsubscribed; cleaned (Mailchimp's word for bounced): bounced.
 *   Consent: OPTIN_TIME, else CONFIRM_TIME.
 * - Substack (Subscribers → Export): email, active_subscription, expiry, plan, email_disabled,
 *   created_at, … Emails disabled: unsubscribed. Consent: created_at.
 * - A plain list: email[,name] (a consented_at or created_at column is read when present),
 *   with that header or without one. Consent: that column, else unknown.
 *
 * Every other address is imported as confirmed: the export it comes from is the record of its
 * consent.
 */

export interface ImportedSubscriber {
  email: string;
  name: string;
  status: 'confirmed' | 'unsubscribed';
  consentedAt: Date | null;
  unsubscribedAt: Date | null;
  bouncedAt: Date | null;
}

export type RowReading =
  { ok: true; subscriber: ImportedSubscriber } | { ok: false; email: string; reason: string };

export interface Layout {
  layout: ImportLayout;
  /** The first line is the header (a plain list may start with an address). */
  hasHeader: boolean;
  read(cells: string[]): RowReading;
}

/** A bad cell, reported with its row. */
class BadCell extends Error {}

/** Dates as the exports write them: ISO 8601, or "YYYY-MM-DD HH:MM:SS" in UTC (Mailchimp). */
const DATE =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?))?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

export function parseExportDate(value: string, column: string): Date | null {
  const text = value.trim();
  if (!text) return null;
  const match = DATE.exec(text);
  const date = match
    ? new Date(`${match[1]}T${match[2] ?? '00:00:00'}${normaliseZone(match[3])}`)
    : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new BadCell(messages.dateInvalid(column));
  return date;
}

function normaliseZone(zone: string | undefined): string {
  if (!zone || zone.toUpperCase() === 'Z') return 'Z';
  const digits = zone.replace(':', '');
  return `${digits.slice(0, 3)}:${digits.slice(3, 5) || '00'}`;
}

const TRUE = new Set(['true', '1', 'yes', 'y']);
const isTrue = (value: string) => TRUE.has(value.trim().toLowerCase());

/** The cells of a row by the header's column names (case and spaces ignored). */
function columnsOf(header: string[]) {
  const index = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  return {
    has: (name: string) => index.has(name),
    cell: (cells: string[], name: string) => {
      const i = index.get(name);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    },
  };
}

function checkedEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw new BadCell(messages.emailMissing);
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email) || email.includes('\u0000'))
    throw new BadCell(messages.emailInvalid);
  return email;
}

function reading(email: string, build: () => ImportedSubscriber): RowReading {
  try {
    return { ok: true, subscriber: build() };
  } catch (error) {
    if (error instanceof BadCell) return { ok: false, email: email.trim(), reason: error.message };
    throw error;
  }
}

/** PostgreSQL text cannot hold NUL: a name keeps the rest of its characters. */
const name = (text: string) => text.replaceAll('\u0000', '').trim().slice(0, 100);

/** The layout of a file from its first line; null when it names no email column. */
export function detectLayout(firstLine: string[]): Layout | null {
  const c = columnsOf(firstLine);
  const layout = (
    id: ImportLayout,
    emailColumn: string,
    build: (cells: string[]) => Omit<ImportedSubscriber, 'email'>,
    hasHeader = true,
  ): Layout => ({
    layout: id,
    hasHeader,
    read: (cells) => {
      const raw = c.cell(cells, emailColumn);
      return reading(raw, () => ({ email: checkedEmail(raw), ...build(cells) }));
    },
  });

  if (c.has('email address'))
    return layout('mailchimp', 'email address', (cells) => {
      const unsubscribedAt = parseExportDate(c.cell(cells, 'unsub_time'), 'UNSUB_TIME');
      return {
        name: name(`${c.cell(cells, 'first name')} ${c.cell(cells, 'last name')}`),
        status: unsubscribedAt ? 'unsubscribed' : 'confirmed',
        consentedAt:
          parseExportDate(c.cell(cells, 'optin_time'), 'OPTIN_TIME') ??
          parseExportDate(c.cell(cells, 'confirm_time'), 'CONFIRM_TIME'),
        unsubscribedAt,
        bouncedAt: parseExportDate(c.cell(cells, 'clean_time'), 'CLEAN_TIME'),
      };
    });
  if (!c.has('email')) return plainWithoutHeader(firstLine);
  if (c.has('subscribed_to_emails'))
    return layout('ghost', 'email', (cells) => {
      const deletedAt = parseExportDate(c.cell(cells, 'deleted_at'), 'deleted_at');
      const leaves = deletedAt !== null || !isTrue(c.cell(cells, 'subscribed_to_emails'));
      return {
        name: name(c.cell(cells, 'name')),
        status: leaves ? 'unsubscribed' : 'confirmed',
        consentedAt: parseExportDate(c.cell(cells, 'created_at'), 'created_at'),
        unsubscribedAt: leaves ? (deletedAt ?? new Date()) : null,
        bouncedAt: null,
      };
    });
  if (c.has('email_disabled') || c.has('active_subscription'))
    return layout('substack', 'email', (cells) => {
      const leaves = isTrue(c.cell(cells, 'email_disabled'));
      return {
        name: name(c.cell(cells, 'name')),
        status: leaves ? 'unsubscribed' : 'confirmed',
        consentedAt: parseExportDate(c.cell(cells, 'created_at'), 'created_at'),
        unsubscribedAt: leaves ? new Date() : null,
        bouncedAt: null,
      };
    });
  const consentColumn = ['consented_at', 'created_at'].find((column) => c.has(column));
  return layout('csv', 'email', (cells) => ({
    name: name(c.cell(cells, 'name')),
    status: 'confirmed',
    consentedAt: consentColumn
      ? parseExportDate(c.cell(cells, consentColumn), consentColumn)
      : null,
    unsubscribedAt: null,
    bouncedAt: null,
  }));
}

/** A plain list with no header: its first line is an address already (email[,name]). */
function plainWithoutHeader(firstLine: string[]): Layout | null {
  const first = (firstLine[0] ?? '').trim();
  if (!EMAIL_SHAPE.test(first) || first.length > EMAIL_MAX_LENGTH) return null;
  return {
    layout: 'csv',
    hasHeader: false,
    read: (cells) => {
      const raw = cells[0] ?? '';
      return reading(raw, () => ({
        email: checkedEmail(raw),
        name: name(cells[1] ?? ''),
        status: 'confirmed',
        consentedAt: null,
        unsubscribedAt: null,
        bouncedAt: null,
      }));
    },
  };
}
