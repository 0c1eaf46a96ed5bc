import {
  newsletterMessages,
  type NewsletterChoices,
  type NewsletterPreferences,
} from '@apogee/contracts/newsletter';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/errors';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { rateLimits, type RateLimiter } from '../../lib/rate-limit';
import { saveTopicsOfAddress } from '../follows';
import { confirmationEmail, welcomeEmail, type NewsletterLinks } from './emails';
import * as repo from './repository';
import type { SiteName } from './site-name';
import { hashToken, newToken } from './tokens';

const HOUR = 60 * 60_000;
const CONFIRM_VALID_MS = 7 * 24 * HOUR;

const invalidLink = () => new AppError(400, 'INVALID_LINK', newsletterMessages.invalidLink);

export function createNewsletterService(deps: {
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  siteName: SiteName;
  log: FastifyBaseLogger;
}) {
  const { db, limiter, mailer, publicUrl, siteName, log } = deps;

  /** A fresh unsubscribe token for one email, and the links built from it. */
  async function linksFor(tx: Queryable, subscriberId: string): Promise<NewsletterLinks> {
    const unsubscribe = newToken();
    await repo.addUnsubscribeToken(tx, subscriberId, unsubscribe.hash);
    const query = `token=${encodeURIComponent(unsubscribe.token)}`;
    return {
      unsubscribePageUrl: `${publicUrl}/newsletter/unsubscribe?${query}`,
      preferencesUrl: `${publicUrl}/newsletter/preferences?${query}`,
      oneClickUrl: `${publicUrl}/api/newsletter/one-click-unsubscribe?${query}`,
    };
  }

  /** Mail goes out after the answer; a failure is logged, the row stays for a new request. */
  function sendLater(compose: (site: string) => MailMessage) {
    void siteName
      .get()
      .then((site) => mailer.send(compose(site)))
      .catch((err: unknown) => log.error({ err }, 'newsletter email not sent'));
  }

  /** A subscriber's preferences as their owner sees them. */
  async function preferencesOf(subscriber: repo.SubscriberRow): Promise<NewsletterPreferences> {
    const choices = await repo.findChoices(db, subscriber.id);
    return { email: subscriber.email, status: subscriber.status, ...choices };
  }

  /**
   * The subscriber of an email link's token. Like the one-click POST, a valid token is never
   * counted against the address (a 256-bit token cannot be guessed); refused ones are.
   */
  async function subscriberOfLink(token: string, ip: string): Promise<repo.SubscriberRow> {
    const subscriber = await repo.findByToken(db, hashToken(token), 'unsubscribe');
    if (subscriber) return subscriber;
    await limiter.consume(rateLimits.newsletterTokenChecksPerIp, ip);
    throw invalidLink();
  }

  /**
   * Its owner's save (the email's link or the session). The topics of a subscription under an
   * account's address are the account's followed categories: saved there (follows module).
   */
  async function save(subscriber: repo.SubscriberRow, choices: NewsletterChoices) {
    await db.transaction(async (tx) => {
      await repo.saveRhythm(tx, subscriber.id, choices.rhythm);
      if (!(await saveTopicsOfAddress(tx, subscriber.email, choices.topics)))
        await repo.saveStoredTopics(tx, subscriber.id, choices.topics);
    });
    return {
      message: newsletterMessages.preferencesSaved,
      preferences: await preferencesOf(subscriber),
    };
  }

  return {
    /**
     * Double opt-in: a new or returning address becomes pending and gets a confirmation email;
     * a pending address gets it again; a confirmed address is told it is already subscribed.
     */
    async subscribe(
      input: { name: string; email: string } & NewsletterChoices,
      ip: string,
    ): Promise<string> {
      await limiter.consume(rateLimits.newsletterPerIp, ip);
      const email = input.email.trim();
      const existing = await repo.findByEmail(db, email);
      if (existing?.status === 'confirmed')
        throw new AppError(409, 'ALREADY_SUBSCRIBED', newsletterMessages.alreadySubscribed, {
          email: newsletterMessages.alreadySubscribed,
        });
      await limiter.consume(rateLimits.newsletterConfirmationsPerEmail, email);

      const confirm = newToken();
      const { subscriber, links } = await db.transaction(async (tx) => {
        let subscriber = existing;
        if (subscriber) await repo.markPending(tx, subscriber.id, input.name);
        else {
          try {
            subscriber = await repo.insertPending(tx, email, input.name);
          } catch (error) {
            if (repo.isDuplicateEmail(error))
              throw new AppError(409, 'TRY_AGAIN', newsletterMessages.failed);
            throw error;
          }
        }
        // The newest request's choices: a confirmed address never reaches here.
        await repo.saveChoices(tx, subscriber.id, input);
        await repo.replaceConfirmToken(
          tx,
          subscriber.id,
          confirm.hash,
          new Date(Date.now() + CONFIRM_VALID_MS),
        );
        return { subscriber, links: await linksFor(tx, subscriber.id) };
      });
      const confirmUrl = `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(confirm.token)}`;
      sendLater((site) =>
        confirmationEmail(subscriber.email, input.name || subscriber.name, site, {
          ...links,
          confirmUrl,
        }),
      );
      return newsletterMessages.checkInbox;
    },

    /** The confirm page's button. Pressing it twice is harmless. */
    async confirm(token: string, ip: string): Promise<string> {
      await limiter.consume(rateLimits.newsletterTokenChecksPerIp, ip);
      const subscriber = await repo.findByToken(db, hashToken(token), 'confirm');
      if (!subscriber) throw invalidLink();
      if (subscriber.status === 'confirmed') return newsletterMessages.confirmed;
      const links = await db.transaction(async (tx) => {
        await repo.setStatus(tx, subscriber.id, 'confirmed');
        return linksFor(tx, subscriber.id);
      });
      sendLater((site) => welcomeEmail(subscriber.email, subscriber.name, site, links));
      return newsletterMessages.confirmed;
    },

    /** The unsubscribe page's button and the one-click POST of mail providers. */
    async unsubscribe(token: string, ip: string): Promise<string> {
      await limiter.consume(rateLimits.newsletterTokenChecksPerIp, ip);
      const subscriber = await repo.findByToken(db, hashToken(token), 'unsubscribe');
      if (!subscriber) throw invalidLink();
      if (subscriber.status !== 'unsubscribed')
        await repo.setStatus(db, subscriber.id, 'unsubscribed');
      return newsletterMessages.unsubscribed;
    },

    /**
     * RFC 8058's one-click POST. Mail providers send these from a few addresses for all their
     * users, so a valid token is never counted against the address (a 256-bit token cannot be
     * guessed); only refused tokens are, which still stops anyone probing for them.
     */
    async unsubscribeOneClick(token: string, ip: string): Promise<string> {
      const subscriber = await repo.findByToken(db, hashToken(token), 'unsubscribe');
      if (!subscriber) {
        await limiter.consume(rateLimits.newsletterTokenChecksPerIp, ip);
        throw invalidLink();
      }
      if (subscriber.status !== 'unsubscribed')
        await repo.setStatus(db, subscriber.id, 'unsubscribed');
      return newsletterMessages.unsubscribed;
    },

    /** The preferences page (from the link in every email): whose link it is and their choices. */
    async preferences(token: string, ip: string): Promise<NewsletterPreferences> {
      return preferencesOf(await subscriberOfLink(token, ip));
    },

    /** The preferences page's Save. An unsubscribed reader's choices wait for their return. */
    async savePreferences(token: string, choices: NewsletterChoices, ip: string) {
      return save(await subscriberOfLink(token, ip), choices);
    },

    /** The account page: the subscription of the account's address, if it has one. */
    async preferencesOfAddress(email: string): Promise<NewsletterPreferences | null> {
      const subscriber = await repo.findByEmail(db, email);
      return subscriber ? preferencesOf(subscriber) : null;
    },

    /** The account page's Save; an address with no subscription subscribes through the form. */
    async savePreferencesOfAddress(email: string, choices: NewsletterChoices) {
      const subscriber = await repo.findByEmail(db, email);
      if (!subscriber) throw new AppError(404, 'NOT_SUBSCRIBED', newsletterMessages.notSubscribed);
      return save(subscriber, choices);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
