// What the CMS's readers' desk routes answer (src/newsroom/readers-desk.ts), which hand on the
// quiz-service's answers, as the Inbox and Readers' rights pages read them.

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  number: string;
  subject: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
}

export interface ReaderSummary {
  id: string;
  username: string;
  name: string;
  email: string;
  createdAt: string;
}

/** The message of a refused request (the service's own words), or a general one. */
export function messageOf(error: unknown, fallback: string): string {
  const answer = error as { response?: { data?: { error?: { message?: unknown } } } };
  const message = answer?.response?.data?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Saves a reader's data file as the site names it for the reader. */
export function saveDataFile(username: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `apogee-data-${username}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
