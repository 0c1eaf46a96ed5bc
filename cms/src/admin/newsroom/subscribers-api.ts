// What the CMS's subscribers routes answer (src/newsroom/newsletter-subscribers.ts), which hand
// on the quiz-service's answers, as the Subscribers page reads them. The shapes are those of
// packages/contracts/src/newsletter-subscribers.ts (the admin bundle does not import it).

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';

export interface Subscriber {
  id: string;
  email: string;
  name: string;
  status: SubscriberStatus;
  /** Category slugs; empty: every topic. */
  topics: string[];
  rhythm: string;
  source: string;
  consentedAt: string | null;
  createdAt: string;
}

export type SubscriberCounts = Record<SubscriberStatus | 'all', number>;

export interface SubscriberList {
  subscribers: Subscriber[];
  nextCursor: string | null;
  counts: SubscriberCounts;
}

export type ImportLayout = 'ghost' | 'mailchimp' | 'substack' | 'csv';

export interface ImportReport {
  layout: ImportLayout;
  dryRun: boolean;
  rows: number;
  new: number;
  existing: number;
  bad: number;
  badRows: { line: number; email: string; reason: string }[];
  unsubscribed: number;
}

export const layoutNames: Record<ImportLayout, string> = {
  ghost: 'Ghost members export',
  mailchimp: 'Mailchimp audience export',
  substack: 'Substack subscribers export',
  csv: 'Plain list (email, name)',
};

export const statusNames: Record<SubscriberStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/** Where an address came from, in the editors' words. */
export function sourceName(source: string): string {
  const layout = source.startsWith('import:') ? (source.slice(7) as ImportLayout) : null;
  return layout && layout in layoutNames
    ? `Imported (${layoutNames[layout]})`
    : 'Signed up on the site';
}

export const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' }) : '—';

/** Saves a downloaded file under the name the service gave it. */
export function saveFile(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
