import { readersRightsMessages } from '@apogee/contracts/readers-rights';
import { accountSecurityMessages } from '@apogee/contracts/account-security';
import { commentMessages } from '@apogee/contracts/comments';
import { contactMessages } from '@apogee/contracts/contact';
import { legacyMessages } from '@apogee/contracts/legacy';
import { newsletterMessages } from '@apogee/contracts/newsletter';
import { learningMessages } from '@apogee/contracts/quiz-learning';
import { resetMessages } from '@apogee/contracts/password-reset';
import { searchMessages } from '@apogee/contracts/search';
import { AppError } from './errors';

/** Where hit counts live: in memory for one process; a Redis store can implement this later. */
export interface RateLimitStore {
  /** Counts one hit of key in a fixed window; returns the count so far and when it resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetAt: entry.resetAt };
  }

  /** Drops finished windows now and then so memory stays bounded. */
  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimitRule {
  /** Names the counter, e.g. "login-ip". */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /**
   * The one place counters are named: the rule, then the key in lower case, so an email,
   * a login name or an IPv6 address counts once whatever its case.
   */
  private hit(rule: RateLimitRule, key: string) {
    return this.store.hit(`${rule.name}:${key.toLowerCase()}`, rule.windowMs);
  }

  /** Counts a hit; true while within the limit. */
  async allow(rule: RateLimitRule, key: string): Promise<boolean> {
    const { count } = await this.hit(rule, key);
    return count <= rule.limit;
  }

  /** Counts a hit; over the limit it throws 429 with the rule's message and Retry-After. */
  async consume(rule: RateLimitRule, key: string): Promise<void> {
    const { count, resetAt } = await this.hit(rule, key);
    if (count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new AppError(429, 'RATE_LIMITED', rule.message, undefined, {
        'retry-after': String(retryAfter),
      });
    }
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every limit of the service in one place. */
export const rateLimits = {
  loginPerIp: {
    name: 'login-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Too many login attempts. Please try again later.',
  },
  /**
   * Keyed by the account the typed username or email resolves to (`account:<id>`), or by the
   * typed text when it matches none (`typed:<text>`).
   */
  loginPerAccount: {
    name: 'login-account',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many login attempts. Please try again later.',
  },
  signUpPerIp: {
    name: 'signup-ip',
    limit: 10,
    windowMs: HOUR,
    message: 'Too many sign-ups from this network. Please try again later.',
  },
  resetPerIp: {
    name: 'reset-ip',
    limit: 4,
    windowMs: HOUR,
    message: 'Too many password reset requests. Please try again later.',
  },
  resetPerIdentifier: {
    name: 'reset-identifier',
    limit: 4,
    windowMs: HOUR,
    message: 'Too many password reset requests. Please try again later.',
  },
  /** Counted per account silently, so the answer never shows whether the account exists. */
  resetEmailsPerAccount: {
    name: 'reset-account',
    limit: 4,
    windowMs: HOUR,
    message: 'Too many password reset requests. Please try again later.',
  },
  resetCodeChecksPerIp: {
    name: 'reset-check-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Too many attempts. Please try again later.',
  },
  /**
   * Tries on a reset id that matches nothing, so it locks like a real one: a real code's
   * 5th wrong try already answers "Too many attempts", hence 4 allowed here.
   */
  /**
   * Code guesses on one account over a day, across every code asked for: a new code resets the
   * 5 tries of a reset id, not this.
   */
  resetGuessesPerAccount: {
    name: 'reset-guesses-account',
    limit: 10,
    windowMs: DAY,
    message: resetMessages.tooManyToday,
  },
  resetTriesUnknownId: {
    name: 'reset-unknown-id',
    limit: 4,
    windowMs: 15 * MINUTE,
    message: 'Too many attempts. Please request a new code.',
  },
  /**
   * Checks of a signed-in reader's current password (password change, new email or username):
   * a stolen session must not become a way to guess the password.
   */
  passwordChecksPerAccount: {
    name: 'password-check-account',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: accountSecurityMessages.tooManyPasswordChecks,
  },
  /** Confirmation links sent to new addresses for one account. */
  emailChangesPerAccount: {
    name: 'email-change-account',
    limit: 3,
    windowMs: HOUR,
    message: accountSecurityMessages.tooManyEmailChanges,
  },
  emailLinkChecksPerIp: {
    name: 'email-link-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: accountSecurityMessages.tooManyLinkChecks,
  },
  /** Downloads of one reader's data file: a whole copy of an account is a heavy answer. */
  dataExportsPerAccount: {
    name: 'data-export-account',
    limit: 5,
    windowMs: HOUR,
    message: readersRightsMessages.tooManyExports,
  },
  contactPerIp: {
    name: 'contact-ip',
    limit: 5,
    windowMs: HOUR,
    message: contactMessages.tooMany,
  },
  /** Visitors have no account to hold to one comment per article. */
  commentVisitorPerIp: {
    name: 'comment-visitor-ip',
    limit: 5,
    windowMs: 10 * MINUTE,
    message: commentMessages.tooMany,
  },
  /** A whole network (readers included), against floods. */
  commentPerIp: {
    name: 'comment-ip',
    limit: 30,
    windowMs: HOUR,
    message: commentMessages.tooMany,
  },
  /** Reports of comments by one reader (each comment once): against flooding the queue. */
  commentReportPerAccount: {
    name: 'comment-report-account',
    limit: 20,
    windowMs: HOUR,
    message: commentMessages.tooManyReports,
  },
  newsletterPerIp: {
    name: 'newsletter-ip',
    limit: 10,
    windowMs: HOUR,
    message: newsletterMessages.tooMany,
  },
  /** Confirmation emails to one address: a pending address gets it again, but not endlessly. */
  newsletterConfirmationsPerEmail: {
    name: 'newsletter-email',
    limit: 3,
    windowMs: HOUR,
    message: newsletterMessages.tooMany,
  },
  newsletterTokenChecksPerIp: {
    name: 'newsletter-token-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: 'Too many attempts. Please try again later.',
  },
  /**
   * Visitors' inline quiz answers (judged, not kept): generous for a reader working through
   * articles, but no way to sweep the question bank for its answers at speed.
   */
  quizTriesPerIp: {
    name: 'quiz-try-ip',
    limit: 120,
    windowMs: 10 * MINUTE,
    message: learningMessages.tooManyAnswers,
  },
  /**
   * Visitors' daily challenge answers: a visitor id is a cookie anyone can drop, so a network
   * is held to what a busy household or office plays, not to what a script could store.
   */
  dailyVisitorAnswersPerIp: {
    name: 'daily-visitor-ip',
    limit: 200,
    windowMs: HOUR,
    message: learningMessages.tooManyAnswers,
  },
  /**
   * The old clients' question list (with every open question's answer), unauthenticated: an
   * old client reads it once per quiz it shows, so this allows a household or an office
   * playing, not a script reading it again and again.
   */
  legacyQuizListPerIp: {
    name: 'legacy-quiz-list-ip',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: legacyMessages.tooManyQuizLists,
  },
  /**
   * Searches (GET /api/search: the /search page's render and its Load More), per address:
   * each new query reads the index and, for a page, renders it, so one address gets a reader's
   * pace, not a script's. SEARCH_LIMIT_PER_MINUTE may set another count (load tests).
   */
  searchPerIp: {
    name: 'search-ip',
    limit: 60,
    windowMs: MINUTE,
    message: searchMessages.tooMany,
  },
} satisfies Record<string, RateLimitRule>;
