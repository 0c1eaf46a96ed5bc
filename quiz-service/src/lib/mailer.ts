import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { writeFileAtomic } from './atomic-file';
import { unsentFolder, type SetAsideMail } from './unsent-mail';

export type { SetAsideMail } from './unsent-mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (newsletter emails). */
  html?: string;
  /** A fixed Message-ID (newsletter deliveries: the same on every attempt). */
  messageId?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter emails or Reply-To. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the email is sent, or kept in the outbox to be sent again (SMTP down). */
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: "smtp" or the outbox folder. */
  readonly destination: string;
  /** Stops retrying kept emails (they stay in the outbox for the next start). */
  close?(): void;
}

export interface MailerOptions {
  /** How often emails the SMTP server refused or could not take are tried again. */
  retryIntervalMs?: number;
  /** Told when a send fails (the email is kept); never given the email's text. */
  onError?: (err: unknown, to: string) => void;
  /**
   * Told when a kept email's file is empty, cut short, not an email or gone: it is moved to
   * `$outbox/unsent/rejected` (when still there) and the others are still sent.
   */
  onSetAside?: (problem: SetAsideMail) => void;
}

let sequence = 0;
/** Sorts by time, then by a counter: emails sent in one millisecond keep the order they were sent. */
const name = () =>
  `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;

/**
 * SMTP when SMTP_URL is set; otherwise each email is written to the outbox folder as an .eml
 * file (openable in any mail client) plus a .json with to/subject/text for tests and tools.
 */
export function createMailer(config: Config['mail'], options: MailerOptions = {}): Mailer {
  if (config.smtpUrl) {
    // Every network call has a timeout: a stuck SMTP server must not hold requests.
    const url = new URL(config.smtpUrl);
    for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout'])
      if (!url.searchParams.has(name)) url.searchParams.set(name, '10000');
    const transport = nodemailer.createTransport(url.toString());
    // An email SMTP could not take waits in $outbox/unsent and is tried again every interval
    // (also after a restart), so a reset code is not lost while the mail server is down.
    // A bad file there (cut short by a crash of an older version, emptied, removed by hand or
    // by another replica) is reported and set aside: it must not stop the others, nor reject
    // a promise nobody waits for (an unhandled rejection stops the process).
    const unsent = unsentFolder(config.outboxDir);
    let retrying = false;
    const retryUnsent = async () => {
      if (retrying) return;
      retrying = true;
      try {
        for (const file of await unsent.list()) {
          const message = await unsent.read(file);
          if ('reason' in message) {
            options.onSetAside?.(message);
            continue;
          }
          try {
            await transport.sendMail({ from: config.from, ...message });
          } catch (err) {
            options.onError?.(err, message.to);
            return; // still down: the rest waits for the next round
          }
          await rm(unsent.path(file), { force: true });
        }
      } finally {
        retrying = false;
      }
    };
    const timer = setInterval(
      () => void retryUnsent().catch((err: unknown) => options.onError?.(err, '')),
      options.retryIntervalMs ?? 60_000,
    );
    timer.unref();
    return {
      destination: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({ from: config.from, ...message });
        } catch (err) {
          options.onError?.(err, message.to);
          await unsent.keep(name(), message);
        }
      },
      close() {
        clearInterval(timer);
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: config.outboxDir,
    async send(message) {
      // Named before any wait, so the outbox lists emails in the order they were sent.
      const file = name();
      await mkdir(config.outboxDir, { recursive: true });
      const info = await transport.sendMail({ from: config.from, ...message });
      // Each file appears whole (readers list *.json, then read it), the .eml first.
      await writeFileAtomic(config.outboxDir, `${file}.eml`, info.message as Buffer);
      const json = { from: config.from, ...message, date: new Date().toISOString() };
      await writeFileAtomic(config.outboxDir, `${file}.json`, JSON.stringify(json, null, 2));
    },
  };
}
