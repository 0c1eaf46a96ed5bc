import { mkdir, readFile, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-file';
import type { MailMessage } from './mailer';

/** A kept email that could not be read: named by its file only, never by its address or text. */
export interface SetAsideMail {
  file: string;
  /** `vanished` (gone between listing and reading), `unreadable` or `not an email`. */
  reason: 'vanished' | 'unreadable' | 'not an email';
  /** Where the file now is, or null when it is gone or could not be moved. */
  movedTo: string | null;
}

/** Emails SMTP could not take wait in `$outbox/unsent`; unreadable ones in `unsent/rejected`. */
export function unsentFolder(outboxDir: string) {
  const dir = join(outboxDir, 'unsent');
  const rejectedDir = join(dir, 'rejected');

  function isMail(value: unknown): value is MailMessage {
    const v = value as Partial<Record<keyof MailMessage, unknown>> | null;
    return (
      typeof v === 'object' &&
      v !== null &&
      typeof v.to === 'string' &&
      typeof v.subject === 'string' &&
      typeof v.text === 'string' &&
      (v.headers === undefined || (typeof v.headers === 'object' && v.headers !== null))
    );
  }

  /** Moves a bad file out of the retry list, so it is reported once and not every round. */
  async function setAside(file: string, reason: SetAsideMail['reason']): Promise<SetAsideMail> {
    try {
      await mkdir(rejectedDir, { recursive: true });
      await rename(join(dir, file), join(rejectedDir, file));
      return { file, reason, movedTo: join(rejectedDir, file) };
    } catch {
      return { file, reason, movedTo: null };
    }
  }

  return {
    async keep(name: string, message: MailMessage): Promise<void> {
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(dir, `${name}.json`, JSON.stringify(message));
    },

    /** The kept emails' files, oldest first (temporary `.partial` files are not listed). */
    async list(): Promise<string[]> {
      const files = await readdir(dir).catch(() => [] as string[]);
      return files.filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort();
    },

    /** The email in `file`, or why it could not be read (the file then set aside). */
    async read(file: string): Promise<MailMessage | SetAsideMail> {
      let text: string;
      try {
        text = await readFile(join(dir, file), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT')
          return { file, reason: 'vanished', movedTo: null };
        return setAside(file, 'unreadable');
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return setAside(file, 'not an email');
      }
      return isMail(value) ? value : setAside(file, 'not an email');
    },

    path: (file: string) => join(dir, file),
  };
}
