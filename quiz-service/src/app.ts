import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { LocalAvatarStorage, type AvatarStorage } from './lib/avatar-storage';
import { DEFAULT_BODY_LIMIT, useBodyLimits } from './lib/body-limits';
import {
  HEADERS_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  REQUEST_TIMEOUT_MS,
  answerClientError,
} from './lib/client-errors';
import { settleForwardedHeaders } from './lib/forwarded-client';
import { S3AvatarStorage } from './lib/s3-avatar-storage';
import { createMailer, type Mailer } from './lib/mailer';
import { MemoryRateLimitStore, type RateLimitStore } from './lib/rate-limit';
import { openRedisRateLimitStore } from './lib/redis-rate-limit-store';
import { useZod } from './lib/zod-provider';
import { registerOpenApi } from './legacy/openapi';
import { legacyModule } from './legacy/routes';
import { accountSecurityModule } from './modules/account-security';
import { accountsModule } from './modules/accounts';
import { cmsWebhookModule } from './modules/cms-webhook';
import { commentsModule } from './modules/comments';
import { contactModule } from './modules/contact';
import { followsModule } from './modules/follows';
import { healthModule } from './modules/health';
import { newsletterModule } from './modules/newsletter';
import { newsletterDigestsModule, newsletterSendsModule } from './modules/newsletter-sends';
import { newsletterSubscribersModule } from './modules/newsletter-subscribers';
import { passwordResetModule } from './modules/password-reset';
import { profileModule } from './modules/profile';
import { quizModule } from './modules/quiz';
import { readersRightsModule } from './modules/readers-rights';
import { reviewNoticesModule } from './modules/review-notices';
import { savedArticlesModule } from './modules/saved-articles';
import { searchModule } from './modules/search';
import { storiesModule } from './modules/stories';
import { cmsClientPlugin } from './plugins/cms-client';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
import { lifecyclePlugin } from './plugins/lifecycle';
import { textInputPlugin } from './plugins/text-input';
import { mailPlugin } from './plugins/mail';
import { originCheckPlugin } from './plugins/origin-check';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';

export interface BuildOptions {
  /** An already opened database; otherwise opened from config. */
  database?: Database;
  mailer?: Mailer;
  rateLimitStore?: RateLimitStore;
  avatars?: AvatarStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/**
 * Hop 0 is the connection; its one X-Forwarded-For entry is believed. That entry is there
 * only when the web proved it wrote it (settleForwardedHeaders, run on each request first).
 */
const believeOneHop = (_address: string, hop: number) => hop === 0;

/** Builds the whole service without listening; `app.inject` drives it in tests. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    trustProxy: believeOneHop,
    // Fastify's first look at a request, before its log line, hooks and rate limits read the
    // address: forwarded headers without the web's proof are dropped here (not a rewrite: the
    // address stays as it came).
    rewriteUrl: (request) => {
      settleForwardedHeaders(request.headers, config.forwardedForSecret);
      return request.url ?? '/';
    },
    // Small by default; the routes that carry more are listed in lib/body-limits.ts.
    bodyLimit: DEFAULT_BODY_LIMIT,
    http: { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: HEADERS_TIMEOUT_MS },
    requestTimeout: REQUEST_TIMEOUT_MS,
    // While draining, a request that arrives on a connection already open (a balancer's
    // keep-alive) is answered, with `Connection: close` (plugins/lifecycle.ts), rather than
    // refused with 503: the balancer would pass that 503 on to the reader.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    // Addresses the router cannot read (bad percent escapes, over-long parameters) answer in
    // the one error shape too, without echoing the address back.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).status(status).send({
        error: {
          code: error.code,
          message: status === 414 ? 'The address is too long.' : 'The address is not valid.',
        },
      });
    },
  });
  useZod(app);
  useBodyLimits(app);
  app.decorate('config', config);
  await app.register(lifecyclePlugin);
  // Answers are JSON or images of a known type: browsers must not guess another.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await registerOpenApi(app);
  const database = options.database ?? (await openDatabase(config.database));
  await app.register(dbPlugin, { database });
  const mailer =
    options.mailer ??
    createMailer(config.mail, {
      // The address and the text stay out of the log: only why it failed.
      onError: (err) =>
        app.log.warn(
          { code: (err as { code?: string }).code },
          'email not sent, kept in the outbox to try again',
        ),
      // The file's name and why, never the address or the text.
      onSetAside: ({ file, reason, movedTo }) =>
        app.log.warn({ file, reason, movedTo }, 'kept email could not be read, set aside'),
    });
  await app.register(mailPlugin, { mailer });
  const rateLimitStore =
    options.rateLimitStore ??
    (config.redisUrl
      ? await openRedisRateLimitStore(config.redisUrl, (err) =>
          app.log.error({ err }, 'rate-limit store unavailable, counting in memory'),
        )
      : new MemoryRateLimitStore());
  await app.register(rateLimitPlugin, { store: rateLimitStore });
  await app.register(cmsClientPlugin, { config });

  // Cookies are read before the origin check, which looks for the session cookie.
  await app.register(cookie);
  // Before every route: a refused request is neither parsed nor stored.
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });

  // The domain modules: each creates its service from the plugins above, decorates the app
  // with it and registers its routes; each names the plugins and modules it needs, so an
  // order that does not work fails at start.
  await app.register(accountsModule);
  await app.register(accountSecurityModule);
  await app.register(passwordResetModule);
  const avatars =
    options.avatars ??
    (config.avatarS3
      ? new S3AvatarStorage(config.avatarS3)
      : new LocalAvatarStorage(config.avatarsDir));
  await app.register(profileModule, { avatars });
  await app.register(quizModule);
  await app.register(commentsModule);
  await app.register(newsletterModule);
  await app.register(newsletterSendsModule);
  await app.register(newsletterDigestsModule);
  await app.register(newsletterSubscribersModule);
  await app.register(contactModule);
  await app.register(storiesModule);
  await app.register(followsModule);
  await app.register(savedArticlesModule);
  // Reads and erases what the modules above keep of a reader; needs the avatars' store.
  await app.register(readersRightsModule, { avatars });
  await app.register(cmsWebhookModule);
  // After the webhook module: readiness pings Redis through its content-change channel.
  await app.register(healthModule);
  await app.register(searchModule);
  await app.register(reviewNoticesModule);
  await app.register(legacyModule);
  await app.ready();
  return app;
}
