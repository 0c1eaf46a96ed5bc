import { contactMessages } from '@apogee/contracts/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Mailer } from '../../lib/mailer';
import { rateLimits, type RateLimiter } from '../../lib/rate-limit';
import type { EditorialInbox } from './editorial-inbox';
import * as repo from './repository';

export function createContactService(deps: {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  inbox: EditorialInbox;
  log: FastifyBaseLogger;
}) {
  const { db, limiter, mailer, inbox, log } = deps;

  async function forward(id: string, message: repo.ContactMessage) {
    const to = await inbox.address();
    await mailer.send({
      to,
      subject: `Contact form: ${message.subject}`,
      text: [
        `From: ${message.name} <${message.email}>`,
        `Phone: ${message.number}`,
        `Subject: ${message.subject}`,
        '',
        message.message,
      ].join('\n'),
      // Editors answer the reader directly.
      headers: { 'Reply-To': message.email },
    });
    await repo.markEmailed(db, id, to);
  }

  return {
    /** Stores the message, then emails it to the editorial inbox (after the answer). */
    async send(message: repo.ContactMessage, ip: string): Promise<string> {
      await limiter.consume(rateLimits.contactPerIp, ip);
      const id = await repo.insertContactMessage(db, { ...message, ip });
      // The message is stored: a mail failure is logged (emailed_to stays null) not shown.
      void forward(id, message).catch((err: unknown) =>
        log.error({ err, contactMessageId: id }, 'contact message not emailed'),
      );
      return contactMessages.sent;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
