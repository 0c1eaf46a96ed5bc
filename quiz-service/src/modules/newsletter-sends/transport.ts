import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { createMailer, type MailMessage } from '../../lib/mailer';
import { createRawEmailWriter } from './raw-message';

/** Where a send's emails go: SMTP through a connection pool, or the outbox folder. */
export interface DeliveryTransport {
  send(message: MailMessage & { messageId: string }): Promise<void>;
  readonly destination: string;
  close(): void;
}

export interface TransportSettings {
  /** SMTP connections kept open at once (NEWSLETTER_SMTP_CONNECTIONS). */
  connections: number;
  /** Messages handed to the server per second at most (NEWSLETTER_MESSAGES_PER_SECOND). */
  messagesPerSecond: number;
}

/**
 * With SMTP_URL, nodemailer's pooled transport: a few long-lived connections, each carrying
 * many messages, at no more than the configured rate, each written from its send's template.
 * Without it, each email is written to the outbox folder like the service's other mail.
 */
export function createDeliveryTransport(
  mail: Config['mail'],
  settings: TransportSettings,
): DeliveryTransport {
  if (!mail.smtpUrl) {
    const outbox = createMailer(mail);
    return { destination: outbox.destination, send: (m) => outbox.send(m), close() {} };
  }
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: settings.connections,
    maxMessages: Infinity,
    rateDelta: 1000,
    rateLimit: settings.messagesPerSecond,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  // Each email from its send's template (raw-message.ts); one the template cannot write goes
  // through nodemailer's composer as before.
  const writer = createRawEmailWriter(mail.from);
  return {
    destination: 'smtp',
    async send(message) {
      const raw = await writer.write(message);
      await transport.sendMail(raw ?? { from: mail.from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * What a failed delivery means. `bounce`: the server refused this recipient for good (5xx to
 * RCPT TO), so the address leaves later sends. `reject`: it refused this message for good (5xx
 * after DATA), so the delivery fails but the address stays. `retry`: anything else, a 4xx, a
 * reset connection, or a 5xx that is about us rather than the reader (MAIL FROM, AUTH: a
 * setting to fix, which must not bounce the whole list).
 */
export function classifyFailure(error: unknown): 'bounce' | 'reject' | 'retry' {
  const e = error as { responseCode?: unknown; command?: unknown } | null;
  const permanent = typeof e?.responseCode === 'number' && e.responseCode >= 500;
  if (!permanent) return 'retry';
  if (e?.command === 'RCPT TO') return 'bounce';
  if (e?.command === 'DATA') return 'reject';
  return 'retry';
}

/** A short description for the delivery's row: the server's answer, never the email. */
export function describeFailure(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; response?: string; message?: string };
  return [e.responseCode, e.code, e.response ?? e.message].filter(Boolean).join(' ').slice(0, 300);
}
