import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { EnvFileError, readEnvFile, refusedProductionSecrets } from '@apogee/env-file';
import { isTimeZone } from '@apogee/contracts/quiz';
import { repoRoot } from './lib/paths';
import type { S3AvatarSettings } from './lib/s3-avatar-storage';

/** A configuration problem: the process prints this one line and stops. */
export class ConfigError extends Error {}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Where it listens: loopback unless QUIZ_HOST says wider (containers, other hosts). */
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Proves that the web server wrote a request's X-Forwarded-For (lib/forwarded-client.ts):
   * without it the service limits by the connection's own address.
   */
  forwardedForSecret: string;
  database: {
    /** PostgreSQL connection string; unset means embedded PGlite. */
    url?: string;
    /** Optional schema to work in (tests use one per file). */
    schema?: string;
    /** PostgreSQL connections this process keeps at most (DATABASE_POOL_SIZE). */
    poolSize?: number;
    /** PGlite data folder; null keeps the database in memory. */
    pgliteDir: string | null;
  };
  /** Shared rate-limit counters; unset keeps them in this process's memory. */
  redisUrl?: string;
  /**
   * The shared caches in front of the site (Varnish): each content change the CMS reports is
   * purged there by tag (SHARED_CACHE_PURGE_URLS, empty: none). The secret, when set, goes with
   * each purge (SHARED_CACHE_PURGE_SECRET); a cache on the same machine takes it without.
   */
  sharedCache: { purgeUrls: string[]; purgeSecret?: string };
  dataDir: string;
  sessionSecret: string;
  publicUrl: string;
  cmsUrl: string;
  /** The quiz-service's own CMS token: quiz questions with answers, media upload, story drafts. */
  cmsQuizToken: string;
  /** Reads published content only (blogs, site settings, the REST adapter's content). */
  cmsWebToken: string;
  /** Where contact messages go when the CMS's site settings name no editorial inbox. */
  editorialEmail: string;
  /** The CMS's content-change webhook and the search index's upkeep (CMS_WEBHOOK_SECRET). */
  cmsWebhookSecret: string;
  /** The newsroom's reads: story submissions, question figures (NEWSROOM_READ_SECRET). */
  newsroomReadSecret: string;
  /** The newsroom's review notices, e-mails to authors (NEWSROOM_MAIL_SECRET). */
  newsroomMailSecret: string;
  /** The newsroom's comment moderation, which changes data (NEWSROOM_MODERATION_SECRET). */
  newsroomModerationSecret: string;
  /** The newsroom's contact inbox and readers' rights: export, erasure (NEWSROOM_PRIVACY_SECRET). */
  newsroomPrivacySecret: string;
  /** The newsroom's newsletter sends: create, report, stop, test (NEWSROOM_NEWSLETTER_SECRET). */
  newsroomNewsletterSecret: string;
  newsletter: {
    /** SMTP connections the sender keeps open (NEWSLETTER_SMTP_CONNECTIONS). */
    connections: number;
    /** Messages per second handed to SMTP at most (NEWSLETTER_MESSAGES_PER_SECOND). */
    messagesPerSecond: number;
    /** How long a claimed delivery stays with its sender before another takes it over. */
    leaseSeconds: number;
    /**
     * Where the sending loop runs (NEWSLETTER_SENDER): 'process', a child process the service
     * starts (PostgreSQL); 'inline', inside the service (the embedded database, which one
     * process owns); 'off', elsewhere (`node dist/newsletter-worker.js`, or tests).
     */
    sender: 'process' | 'inline' | 'off';
    /**
     * Counting opens and clicks (NEWSLETTER_TRACKING: off, opens, clicks or opens,clicks). Off
     * by default: no pixel, links untouched (docs/decisions/056).
     */
    tracking: { opens: boolean; clicks: boolean };
  };
  /** Contact messages older than this many days are purged (CONTACT_RETENTION_DAYS). */
  contactRetentionDays: number;
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  avatarsDir: string;
  /** Avatars in an S3-compatible bucket (S3_BUCKET); unset keeps them in avatarsDir. */
  avatarS3?: S3AvatarSettings;
  /** IANA zone of the REST adapter's score periods (old clients send none). */
  siteTimeZone: string;
  /**
   * How often the search index is compared with the CMS, in ms (SEARCH_RECONCILE_SECONDS;
   * 0: never by itself, the test apps' default). The CMS webhook applies changes at once;
   * this repairs what a missed webhook left.
   */
  searchReconcileMs: number;
  /**
   * Searches one address may make a minute (SEARCH_LIMIT_PER_MINUTE); unset, the count of
   * rateLimits.searchPerIp. Load tests that search from one address raise it.
   */
  searchLimitPerMinute?: number;
  /** Longest drain after SIGTERM before the process exits anyway, in ms (DRAIN_TIMEOUT_SECONDS). */
  drainTimeoutMs: number;
  /**
   * The CMS's public address (CMS_ADMIN_URL), which its admin stores in rich text for pictures:
   * the service hands such addresses (and CMS_URL's) on as the site's /uploads/….
   */
  cmsAdminUrl: string;
}

/** Variables whose development value is shared in config/development.env and refused in production. */
const SECRET_NAMES = [
  'SESSION_SECRET',
  'CMS_QUIZ_TOKEN',
  'CMS_WEB_TOKEN',
  'CMS_WEBHOOK_SECRET',
  'NEWSROOM_READ_SECRET',
  'NEWSROOM_MAIL_SECRET',
  'NEWSROOM_MODERATION_SECRET',
  'NEWSROOM_PRIVACY_SECRET',
  'NEWSROOM_NEWSLETTER_SECRET',
  'FORWARDED_FOR_SECRET',
] as const;

/** Secrets of one purpose each (who may call which internal route, whose address is believed). */
const PURPOSE_SECRETS = [
  'CMS_WEBHOOK_SECRET',
  'NEWSROOM_READ_SECRET',
  'NEWSROOM_MAIL_SECRET',
  'NEWSROOM_MODERATION_SECRET',
  'NEWSROOM_PRIVACY_SECRET',
  'NEWSROOM_NEWSLETTER_SECRET',
  'FORWARDED_FOR_SECRET',
] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  QUIZ_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  QUIZ_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z.string().url().optional(),
  SHARED_CACHE_PURGE_URLS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().url('must be a comma-separated list of http(s) addresses'))),
  SHARED_CACHE_PURGE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
  CMS_QUIZ_TOKEN: z.string().min(1),
  CMS_WEB_TOKEN: z.string().min(1),
  EDITORIAL_EMAIL: z.email('must be an email address').default('editorial@apogee.local'),
  CMS_WEBHOOK_SECRET: z.string().min(1),
  NEWSROOM_READ_SECRET: z.string().min(1),
  NEWSROOM_MAIL_SECRET: z.string().min(1),
  NEWSROOM_MODERATION_SECRET: z.string().min(1),
  NEWSROOM_PRIVACY_SECRET: z.string().min(1),
  NEWSROOM_NEWSLETTER_SECRET: z.string().min(1),
  NEWSLETTER_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  NEWSLETTER_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(100_000).optional(),
  NEWSLETTER_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  NEWSLETTER_SENDER: z.enum(['process', 'inline', 'off']).optional(),
  NEWSLETTER_TRACKING: z
    .string()
    .regex(
      /^(off|opens|clicks|opens,clicks|clicks,opens)$/,
      'use off, opens, clicks or opens,clicks',
    )
    .default('off'),
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  FORWARDED_FOR_SECRET: z.string().min(1),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Apogee <no-reply@apogee.local>'),
  MAIL_OUTBOX_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SITE_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, 'must be an IANA time zone name such as Europe/London'),
  SEARCH_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  CMS_ADMIN_URL: z.string().url().default('http://localhost:1337'),
});

/** The values of config/development.env (its grammar: @apogee/env-file). */
export function readDevelopmentEnv(
  file = join(repoRoot, 'config', 'development.env'),
): Record<string, string> {
  try {
    return readEnvFile(file);
  } catch (error) {
    if (error instanceof EnvFileError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Parses the environment once. Throws ConfigError with a one-line explanation. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, like most shells' `VAR= cmd`.
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) if (value) env[key] = value;

  const production = env.NODE_ENV === 'production';
  const devDefaults = readDevelopmentEnv();
  if (production) {
    // The rule all three processes apply (@apogee/env-file): set, and not a development value.
    const [refused] = refusedProductionSecrets(env, SECRET_NAMES, devDefaults);
    if (refused?.problem === 'unset')
      throw new ConfigError(`${refused.name} must be set when NODE_ENV=production.`);
    if (refused)
      throw new ConfigError(
        `${refused.name} still has its development value; set a real secret for production.`,
      );
    // Each internal secret guards one purpose: the same value twice would let one open both.
    for (const [i, name] of PURPOSE_SECRETS.entries()) {
      const twin = PURPOSE_SECRETS.slice(i + 1).find((other) => env[other] === env[name]);
      if (twin) throw new ConfigError(`${name} and ${twin} must be different secrets.`);
    }
  } else {
    for (const name of SECRET_NAMES) env[name] ??= devDefaults[name] ?? '';
  }

  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'}.`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'S3_BUCKET is set, so avatars go to that bucket: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too.',
    );
  const dataDir = resolve(repoRoot, e.DATA_DIR ?? '.data');
  // The embedded database belongs to one process, so its sender runs inside the service;
  // tests start the sender themselves.
  const newsletterSender =
    e.NEWSLETTER_SENDER ?? (e.NODE_ENV === 'test' ? 'off' : e.DATABASE_URL ? 'process' : 'inline');
  const inData = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

  return {
    env: e.NODE_ENV,
    port: e.QUIZ_PORT,
    host: e.QUIZ_HOST,
    logLevel: e.LOG_LEVEL,
    forwardedForSecret: e.FORWARDED_FOR_SECRET,
    database: {
      url: e.DATABASE_URL,
      poolSize: e.DATABASE_POOL_SIZE,
      pgliteDir: join(dataDir, 'quiz-service', 'pgdata'),
    },
    redisUrl: e.REDIS_URL,
    sharedCache: {
      purgeUrls: e.SHARED_CACHE_PURGE_URLS,
      purgeSecret: e.SHARED_CACHE_PURGE_SECRET,
    },
    dataDir,
    sessionSecret: e.SESSION_SECRET,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    cmsUrl: e.CMS_URL.replace(/\/+$/, ''),
    cmsQuizToken: e.CMS_QUIZ_TOKEN,
    cmsWebToken: e.CMS_WEB_TOKEN,
    editorialEmail: e.EDITORIAL_EMAIL,
    cmsWebhookSecret: e.CMS_WEBHOOK_SECRET,
    newsroomReadSecret: e.NEWSROOM_READ_SECRET,
    newsroomMailSecret: e.NEWSROOM_MAIL_SECRET,
    newsroomModerationSecret: e.NEWSROOM_MODERATION_SECRET,
    newsroomPrivacySecret: e.NEWSROOM_PRIVACY_SECRET,
    newsroomNewsletterSecret: e.NEWSROOM_NEWSLETTER_SECRET,
    newsletter: {
      connections: e.NEWSLETTER_SMTP_CONNECTIONS,
      // Inside the service, the sender shares the readers' event loop: a gentler default.
      messagesPerSecond:
        e.NEWSLETTER_MESSAGES_PER_SECOND ?? (newsletterSender === 'inline' ? 200 : 2000),
      leaseSeconds: e.NEWSLETTER_LEASE_SECONDS,
      sender: newsletterSender,
      tracking: {
        opens: e.NEWSLETTER_TRACKING.includes('opens'),
        clicks: e.NEWSLETTER_TRACKING.includes('clicks'),
      },
    },
    contactRetentionDays: e.CONTACT_RETENTION_DAYS,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: e.MAIL_OUTBOX_DIR ? inData(e.MAIL_OUTBOX_DIR) : join(dataDir, 'outbox'),
    },
    avatarsDir: join(dataDir, 'avatars'),
    avatarS3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            prefix: 'avatars/',
          }
        : undefined,
    siteTimeZone: e.SITE_TIME_ZONE,
    searchReconcileMs: (e.SEARCH_RECONCILE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 300)) * 1000,
    searchLimitPerMinute: e.SEARCH_LIMIT_PER_MINUTE,
    cmsAdminUrl: e.CMS_ADMIN_URL,
    drainTimeoutMs: e.DRAIN_TIMEOUT_SECONDS * 1000,
  };
}
