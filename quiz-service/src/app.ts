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
import { S3AvatarStorage } from './lib/s3-avatar-storage';
import { createMailer, type Mailer } from './lib/mailer';
import { MemoryRateLimitStore, type RateLimitStore } from './lib/rate-limit';
import { openRedisRateLimitStore } from './lib/redis-rate-limit-store';
import { useZod } from './lib/zod-provider';
import { registerOpenApi } from './legacy/openapi';
import { legacyModule } from './legacy/routes';
import { accountsRoutes } from './modules/accounts/routes';
import { accountSecurityRoutes } from './modules/account-security/routes';
import {
  createAccountSecurityService,
  type AccountSecurityService,
} from './modules/account-security/service';
import { createAccountsService, type AccountsService } from './modules/accounts/service';
import { cmsWebhookRoutes } from './modules/cms-webhook/routes';
import { createContentChanges, type ContentChanges } from './modules/cms-webhook/service';
import { commentsModule } from './modules/comments/routes';
import { contactModule } from './modules/contact/routes';
import { healthRoutes } from './modules/health/routes';
import { newsletterModule } from './modules/newsletter/routes';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { profileRoutes } from './modules/profile/routes';
import { storiesModule } from './modules/stories/routes';
import { createQuestionBank } from './modules/quiz/question-bank';
import { quizRoutes } from './modules/quiz/routes';
import { createQuizService, type QuizService } from './modules/quiz/service';
import { createProfileService, type ProfileService } from './modules/profile/service';
import {
  createPasswordResetService,
  type PasswordResetService,
} from './modules/password-reset/service';
import { authPlugin } from './plugins/auth';
import { cmsClientPlugin } from './plugins/cms-client';
import { dbPlugin } from './plugins/db';
import { errorsPlugin } from './plugins/errors';
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

/** The business services, for the JSON routes and the REST adapter alike. */
export interface Services {
  accounts: AccountsService;
  accountSecurity: AccountSecurityService;
  passwordReset: PasswordResetService;
  profile: ProfileService;
  quiz: QuizService;
  /** Caches of CMS content subscribe here; the CMS webhook notifies them. */
  contentChanges: ContentChanges;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
  }
}

/** Fastify counts hops from its socket (hop 0 is the proxy that connected to us). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

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
    // A number counts hops from us (1: believe only the web server's X-Forwarded-For).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Small by default; the routes that carry more are listed in lib/body-limits.ts.
    bodyLimit: DEFAULT_BODY_LIMIT,
    http: { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: HEADERS_TIMEOUT_MS },
    requestTimeout: REQUEST_TIMEOUT_MS,
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

  const avatars =
    options.avatars ??
    (config.avatarS3
      ? new S3AvatarStorage(config.avatarS3)
      : new LocalAvatarStorage(config.avatarsDir));
  const accountSecurity = createAccountSecurityService({
    db: app.db,
    limiter: app.rateLimiter,
    mailer: app.mailer,
    config,
    log: app.log,
  });
  const services: Services = {
    accounts: createAccountsService({ db: app.db, limiter: app.rateLimiter }),
    accountSecurity,
    passwordReset: createPasswordResetService({
      db: app.db,
      limiter: app.rateLimiter,
      mailer: app.mailer,
      config,
      log: app.log,
    }),
    profile: createProfileService({ db: app.db, avatars, security: accountSecurity }),
    quiz: createQuizService({
      db: app.db,
      questions: createQuestionBank(app.cms, app.log),
      secret: config.sessionSecret,
    }),
    contentChanges: createContentChanges(),
  };
  app.decorate('services', services);
  await app.register(authPlugin, { config, accounts: services.accounts });
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl });

  await app.register(healthRoutes);
  await app.register(accountsRoutes, { accounts: services.accounts });
  await app.register(passwordResetRoutes, { passwordReset: services.passwordReset });
  await app.register(profileRoutes, { profile: services.profile, avatars });
  await app.register(accountSecurityRoutes, { security: accountSecurity });
  await app.register(commentsModule);
  await app.register(newsletterModule);
  await app.register(contactModule);
  await app.register(storiesModule);
  await app.register(cmsWebhookRoutes, { changes: services.contentChanges });
  services.contentChanges.onChange(() => app.cms.purge());
  await app.register(quizRoutes, { quiz: services.quiz });
  await app.register(legacyModule);
  await app.ready();
  return app;
}
