// What the CMS's newsletter routes answer (src/newsroom/newsletter-desk.ts), which render the
// e-mails and hand on the quiz-service's send reports, as the newsletter panels and the
// "Newsletter sends" page read them.

export interface IssueState {
  sendId: string | null;
  sendAt: string | null;
  sentBy: string | null;
  articles: number;
  maxArticles: number;
  /** Editors and Super Admins: the send buttons are theirs (the server checks it again). */
  canSend: boolean;
}

export interface ArticleEmailState {
  published: boolean;
  emailedAt: string | null;
  canSend: boolean;
}

export interface RenderedEmail {
  subject: string;
  preheader: string;
  html: string;
  text: string;
}

export type SendStatus = 'scheduled' | 'preparing' | 'sending' | 'stopped' | 'finished';

export interface SendReport {
  id: string;
  kind: string;
  dedupeKey: string;
  subject: string;
  status: SendStatus;
  scheduledAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  createdBy: string;
  recipients: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
  unsubscribedSince: number;
  /** Share of the recipients settled, 0–1. */
  progress: number;
}

export const STATUS_LABELS: Record<SendStatus, string> = {
  scheduled: 'Scheduled',
  preparing: 'Preparing',
  sending: 'Sending',
  stopped: 'Stopped',
  finished: 'Sent',
};

export const KIND_LABELS: Record<string, string> = {
  issue: 'Issue',
  article: 'Article',
  digest: 'Weekly digest',
};

/** Sends still moving: the page reads their figures again every two seconds. */
export const isRunning = (report: SendReport) =>
  report.status === 'preparing' || report.status === 'sending';

/** The message of a refused request (the server's own words), or a general one. */
export function messageOf(error: unknown, fallback: string): string {
  const answer = error as { response?: { data?: { error?: { message?: unknown } } } };
  const message = answer?.response?.data?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The editor's time zone, named beside every time they pick. */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
