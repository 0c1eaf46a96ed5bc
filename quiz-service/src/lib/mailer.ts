import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletter emails or Reply-To. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: "smtp" or the outbox folder. */
  readonly destination: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each email is written to the outbox folder as an .eml
 * file (openable in any mail client) plus a .json with to/subject/text for tests and tools.
 */
export function createMailer(config: Config['mail']): Mailer {
  if (config.smtpUrl) {
    // Every network call has a timeout: a stuck SMTP server must not hold requests.
    const url = new URL(config.smtpUrl);
    for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout'])
      if (!url.searchParams.has(name)) url.searchParams.set(name, '10000');
    const transport = nodemailer.createTransport(url.toString());
    return {
      destination: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    destination: config.outboxDir,
    async send(message) {
      await mkdir(config.outboxDir, { recursive: true });
      const info = await transport.sendMail({ from: config.from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await writeFile(join(config.outboxDir, `${name}.eml`), info.message as Buffer);
      const json = { from: config.from, ...message, date: new Date().toISOString() };
      await writeFile(join(config.outboxDir, `${name}.json`), JSON.stringify(json, null, 2));
    },
  };
}
