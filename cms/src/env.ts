/**
 * The CMS's environment, parsed once. Every config file and bootstrap step reads it from
 * here, so the list of variables below is the complete list the CMS understands.
 *
 * Development gets working defaults (Strapi secrets below, shared tokens from the repository's
 * config/development.env). With NODE_ENV=production those defaults are refused: the process
 * prints one line naming what is missing and exits with status 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvFileError, isDevelopmentValue, readEnvFile } from '@apogee/env-file';

export interface CmsEnv {
  production: boolean;
  cmsRoot: string;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Strapi's public folder; media go to its uploads/ folder and are served at /uploads. */
  publicDir: string;
  database:
    | { client: 'sqlite'; filename: string }
    | { client: 'postgres'; connectionString: string; ssl: boolean };
  secrets: {
    appKeys: string[];
    apiTokenSalt: string;
    adminJwtSecret: string;
    transferTokenSalt: string;
    jwtSecret: string;
    encryptionKey: string;
  };
  tokens: { web: string; preview: string; quiz: string };
  previewSecret: string;
  /** Sent with each content-change webhook (CMS_WEBHOOK_URLS): caches are purged, nothing more. */
  cmsWebhookSecret: string;
  /** The newsroom's reads of the quiz-service: story submitters, question figures. */
  newsroomReadSecret: string;
  /** The newsroom's review notices, which the quiz-service e-mails to authors. */
  newsroomMailSecret: string;
  /** The newsroom's comment moderation in the quiz-service (changes readers' comments). */
  newsroomModerationSecret: string;
  /** The newsroom's contact inbox and readers' rights (export, erasure) in the quiz-service. */
  newsroomPrivacySecret: string;
  /** The newsroom's newsletter sends in the quiz-service (NEWSROOM_NEWSLETTER_SECRET). */
  newsroomNewsletterSecret: string;
  webhookUrls: string[];
  seedSampleContent: boolean;
  /** `fixture`: seed the small fixture pack instead of the sample pack (quick checks). */
  seedPack: 'sample' | 'fixture';
  seedAdmin: { email: string; password: string } | null;
  /** Development accounts of the newsroom's roles (CMS_SEED_EDITOR_*, CMS_SEED_AUTHOR_*). */
  seedNewsroom: { role: 'editor' | 'author'; email: string; password: string }[];
  /** Where the quiz-service answers (QUIZ_SERVICE_URL): it e-mails authors their review notices. */
  quizServiceUrl: string;
  /** The admin's public address (CMS_ADMIN_URL), for links in those notices. */
  adminUrl: string;
  /** How often scheduled publishing and unpublishing is checked (CMS_SCHEDULE_EVERY_SECONDS). */
  scheduleEverySeconds: number;
}

/**
 * Development-only Strapi secrets. Refused in production, as is any value marked `dev-only`
 * (the rule of @apogee/env-file that the web and the quiz-service apply too).
 */
const DEVELOPMENT_SECRETS = {
  APP_KEYS: 'dev-only-app-key-1,dev-only-app-key-2',
  API_TOKEN_SALT: 'dev-only-api-token-salt',
  ADMIN_JWT_SECRET: 'dev-only-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'dev-only-transfer-token-salt',
  JWT_SECRET: 'dev-only-jwt-secret',
  ENCRYPTION_KEY: 'dev-only-encryption-key-0123456789abcdef',
} as const;

type SharedVariable =
  | 'CMS_WEB_TOKEN'
  | 'CMS_PREVIEW_TOKEN'
  | 'CMS_QUIZ_TOKEN'
  | 'PREVIEW_SECRET'
  | 'CMS_WEBHOOK_SECRET'
  | 'NEWSROOM_READ_SECRET'
  | 'NEWSROOM_MAIL_SECRET'
  | 'NEWSROOM_MODERATION_SECRET'
  | 'NEWSROOM_PRIVACY_SECRET'
  | 'NEWSROOM_NEWSLETTER_SECRET';

const DEFAULT_WEBHOOK_URLS =
  'http://127.0.0.1:3000/internal/cms-webhook,http://127.0.0.1:4000/api/internal/cms-webhook';

export class EnvError extends Error {}

/** The cms/ folder: the nearest parent of this file holding the CMS's package.json. */
function findCmsRoot(): string {
  let dir = __dirname;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'apogee-cms') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** The values of config/development.env (its grammar: @apogee/env-file). */
function readDevelopmentFile(repoRoot: string): Record<string, string> {
  try {
    return readEnvFile(path.join(repoRoot, 'config', 'development.env'));
  } catch (error) {
    if (error instanceof EnvFileError) throw new EnvError(error.message);
    throw error;
  }
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): CmsEnv {
  const production = source.NODE_ENV === 'production';
  const cmsRoot = findCmsRoot();
  const repoRoot = path.resolve(cmsRoot, '..');
  const developmentFile = readDevelopmentFile(repoRoot);
  const problems: string[] = [];

  const value = (name: string): string | undefined => {
    const raw = source[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };

  const secret = (name: keyof typeof DEVELOPMENT_SECRETS): string => {
    const given = value(name);
    if (production && (!given || isDevelopmentValue(given, DEVELOPMENT_SECRETS[name]))) {
      problems.push(name);
      return '';
    }
    return given ?? DEVELOPMENT_SECRETS[name];
  };

  const shared = (name: SharedVariable): string => {
    const given = value(name);
    const developmentValue = developmentFile[name];
    if (production && (!given || isDevelopmentValue(given, developmentValue))) {
      problems.push(name);
      return '';
    }
    if (given) return given;
    if (!developmentValue)
      throw new EnvError(`${name} is not set and config/development.env has no value for it.`);
    return developmentValue;
  };

  const port = Number(value('CMS_PORT') ?? '1337');
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new EnvError(`CMS_PORT must be a port number, got "${source.CMS_PORT}".`);
  }

  const dataDir = path.resolve(value('DATA_DIR') ?? path.join(repoRoot, '.data'));
  const databaseClient = value('DATABASE_CLIENT') ?? 'sqlite';
  let database: CmsEnv['database'];
  if (databaseClient === 'postgres') {
    const connectionString = value('DATABASE_URL');
    if (!connectionString) throw new EnvError('DATABASE_CLIENT=postgres needs DATABASE_URL.');
    database = { client: 'postgres', connectionString, ssl: value('DATABASE_SSL') === 'true' };
  } else if (databaseClient === 'sqlite') {
    database = { client: 'sqlite', filename: path.join(dataDir, 'cms', 'data.db') };
  } else {
    throw new EnvError(`DATABASE_CLIENT must be "sqlite" or "postgres", got "${databaseClient}".`);
  }

  const secrets = {
    appKeys: secret('APP_KEYS')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    apiTokenSalt: secret('API_TOKEN_SALT'),
    adminJwtSecret: secret('ADMIN_JWT_SECRET'),
    transferTokenSalt: secret('TRANSFER_TOKEN_SALT'),
    jwtSecret: secret('JWT_SECRET'),
    encryptionKey: secret('ENCRYPTION_KEY'),
  };
  const tokens = {
    web: shared('CMS_WEB_TOKEN'),
    preview: shared('CMS_PREVIEW_TOKEN'),
    quiz: shared('CMS_QUIZ_TOKEN'),
  };
  const previewSecret = shared('PREVIEW_SECRET');
  // One secret per purpose, so the one the webhook carries opens no reader's data or e-mail.
  const cmsWebhookSecret = shared('CMS_WEBHOOK_SECRET');
  const newsroomReadSecret = shared('NEWSROOM_READ_SECRET');
  const newsroomMailSecret = shared('NEWSROOM_MAIL_SECRET');
  const newsroomModerationSecret = shared('NEWSROOM_MODERATION_SECRET');
  const newsroomPrivacySecret = shared('NEWSROOM_PRIVACY_SECRET');
  const newsroomNewsletterSecret = shared('NEWSROOM_NEWSLETTER_SECRET');

  if (problems.length > 0) {
    throw new EnvError(
      `NODE_ENV=production needs its own values for ${problems.join(', ')} (unset or development defaults are refused).`,
    );
  }

  const seedEmail = value('CMS_SEED_ADMIN_EMAIL');
  const seedPassword = value('CMS_SEED_ADMIN_PASSWORD');

  return {
    production,
    cmsRoot,
    host: value('CMS_HOST') ?? '0.0.0.0',
    port,
    publicUrl: (value('PUBLIC_URL') ?? 'http://localhost:3000').replace(/\/+$/, ''),
    dataDir,
    publicDir: path.resolve(value('CMS_PUBLIC_DIR') ?? path.join(cmsRoot, 'public')),
    database,
    secrets,
    tokens,
    previewSecret,
    cmsWebhookSecret,
    newsroomReadSecret,
    newsroomMailSecret,
    newsroomModerationSecret,
    newsroomPrivacySecret,
    newsroomNewsletterSecret,
    webhookUrls: (value('CMS_WEBHOOK_URLS') ?? DEFAULT_WEBHOOK_URLS)
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    seedSampleContent: value('CMS_SEED_SAMPLE_CONTENT') !== 'false',
    seedPack: value('CMS_SEED_PACK') === 'fixture' ? 'fixture' : 'sample',
    scheduleEverySeconds: scheduleSeconds(value('CMS_SCHEDULE_EVERY_SECONDS')),
    quizServiceUrl: (value('QUIZ_SERVICE_URL') ?? 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    adminUrl: (value('CMS_ADMIN_URL') ?? 'http://localhost:1337').replace(/\/+$/, ''),
    // Production never gets seeded accounts, whatever is set.
    seedNewsroom: production
      ? []
      : (['editor', 'author'] as const).flatMap((role) => {
          const email = value(`CMS_SEED_${role.toUpperCase()}_EMAIL`);
          const password = value(`CMS_SEED_${role.toUpperCase()}_PASSWORD`);
          return email && password ? [{ role, email, password }] : [];
        }),
    seedAdmin:
      !production && seedEmail && seedPassword
        ? { email: seedEmail, password: seedPassword }
        : null,
  };
}

/** Every minute by default; tests check every few seconds. Between 1 s and an hour. */
function scheduleSeconds(raw: string | undefined): number {
  if (raw === undefined) return 60;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600)
    throw new EnvError(
      `CMS_SCHEDULE_EVERY_SECONDS must be a whole number of seconds from 1 to 3600, got "${raw}".`,
    );
  return seconds;
}

let parsed: CmsEnv | undefined;

/** The environment, parsed on first use. A bad environment ends the process with one line. */
export function cmsEnv(): CmsEnv {
  if (parsed) return parsed;
  try {
    parsed = parseEnv();
    return parsed;
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[cms] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
