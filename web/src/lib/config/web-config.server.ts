// The web server's environment, parsed once per process: the server in front of the app
// (web/server/server.ts) and the server-rendered app read it through this one module.
import { dirname, join, resolve } from 'node:path';
import {
  EnvFileError,
  findDevelopmentEnv,
  readEnvFile,
  refusedProductionSecrets,
} from '@apogee/env-file';

/** The CMS admin in development; its draft preview shows the site in a frame. */
export const DEFAULT_CMS_ADMIN_URL = 'http://localhost:1337';

/** Secrets that must be set to real values in production. */
const SECRETS = [
  'CMS_WEB_TOKEN',
  'CMS_PREVIEW_TOKEN',
  'PREVIEW_SECRET',
  'CMS_WEBHOOK_SECRET',
  'FORWARDED_FOR_SECRET',
];

export interface WebConfig {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  /** Public origin without trailing slash, for canonical URLs and feeds. */
  readonly publicUrl: string;
  readonly cmsUrl: string;
  readonly quizServiceUrl: string;
  readonly cmsWebToken: string;
  readonly cmsPreviewToken: string;
  readonly previewSecret: string;
  /** The CMS's content-change webhook (/internal/cms-webhook) carries it. */
  readonly cmsWebhookSecret: string;
  /**
   * Sent to the quiz-service with each reader's address (X-Forwarded-For): its proof that
   * the web wrote that address, which the service believes for nobody else.
   */
  readonly forwardedForSecret: string;
  /**
   * Proxies in front of the web server (load balancers) whose X-Forwarded-For entries are
   * believed. 0: the client is the address the web server sees, and whatever the request
   * claims is ignored.
   */
  readonly trustedProxies: number;
  /** CMS pictures converted to WebP (a cache: safe to delete). */
  readonly mediaCacheDir: string;
  /**
   * The WebP copies' budget on disk, in bytes (WEB_MEDIA_CACHE_MB): beyond it the least
   * recently read copies are removed.
   */
  readonly mediaCacheBytes: number;
  /**
   * The CMS's public address (CMS_ADMIN_URL): its admin frames the draft preview and stores
   * this address in rich text for pictures, which the site serves as its own /uploads/….
   */
  readonly cmsAdminUrl: string;
  /**
   * REDIS_URL: where content changes reach every replica (channel apogee:content-changes);
   * unset, the CMS's webhook call is the only news of a change (one process).
   */
  readonly redisUrl: string | undefined;
  /** Longest drain after SIGTERM before the process exits anyway, in ms (DRAIN_TIMEOUT_SECONDS). */
  readonly drainTimeoutMs: number;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** A setting the web server cannot start with: it prints this one line and stops. */
export class WebConfigError extends Error {
  override name = 'WebConfigError';
}

function readPort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new WebConfigError(`${name} must be a port number between 1 and 65535, got "${raw}".`);
  }
  return port;
}

/** A whole number from 0 to `max`; unset or empty gives `fallback`. */
function readCount(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count > max) {
    throw new WebConfigError(`${name} must be a whole number from 0 to ${max}, got "${raw}".`);
  }
  return count;
}

function readUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw === undefined || raw === '' ? fallback : raw;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new WebConfigError(`${name} must be an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * Reads the web server's settings from `env`. Outside production, unset shared secrets
 * come from config/development.env; in production they must be set and must not be the
 * development values.
 */
export function readWebConfig(env: Environment = process.env, cwd = process.cwd()): WebConfig {
  const production = env.NODE_ENV === 'production';
  const merged: Record<string, string | undefined> = { ...env };
  const file = findDevelopmentEnv(cwd);
  const developmentValues = file ? readDevelopmentValues(file) : {};
  if (!production) {
    for (const [key, value] of Object.entries(developmentValues)) {
      if (merged[key] === undefined || merged[key] === '') merged[key] = value;
    }
  }
  // In production, the rule all three processes apply (@apogee/env-file): set, and not a
  // development value; elsewhere, set (config/development.env gives them).
  const [refused] = production
    ? refusedProductionSecrets(merged, SECRETS, developmentValues)
    : SECRETS.filter((name) => !merged[name]).map((name) => ({ name, problem: 'unset' as const }));
  if (refused?.problem === 'unset') {
    throw new WebConfigError(
      `${refused.name} is not set (required${production ? ' in production' : ''}).`,
    );
  }
  if (refused) {
    throw new WebConfigError(
      `${refused.name} still has its development value; set a real secret in production.`,
    );
  }
  const port = readPort('WEB_PORT', merged.WEB_PORT, 3000);
  // DATA_DIR as the other processes read it: the repository's .data unless set.
  const dataDir = merged.DATA_DIR
    ? resolve(cwd, merged.DATA_DIR)
    : join(file ? dirname(dirname(file)) : cwd, '.data');
  const secret = (name: string) => merged[name] ?? '';
  return Object.freeze({
    production,
    port,
    host: merged.WEB_HOST || '0.0.0.0',
    publicUrl: readUrl('PUBLIC_URL', merged.PUBLIC_URL, `http://localhost:${port}`),
    cmsUrl: readUrl('CMS_URL', merged.CMS_URL, 'http://127.0.0.1:1337'),
    quizServiceUrl: readUrl('QUIZ_SERVICE_URL', merged.QUIZ_SERVICE_URL, 'http://127.0.0.1:4000'),
    cmsWebToken: secret('CMS_WEB_TOKEN'),
    cmsPreviewToken: secret('CMS_PREVIEW_TOKEN'),
    previewSecret: secret('PREVIEW_SECRET'),
    cmsWebhookSecret: secret('CMS_WEBHOOK_SECRET'),
    forwardedForSecret: secret('FORWARDED_FOR_SECRET'),
    trustedProxies: readCount('WEB_TRUSTED_PROXIES', merged.WEB_TRUSTED_PROXIES, 0, 10),
    mediaCacheDir: join(dataDir, 'web', 'media'),
    mediaCacheBytes: readMediaCacheMegabytes(merged.WEB_MEDIA_CACHE_MB) * 1024 * 1024,
    cmsAdminUrl: merged.CMS_ADMIN_URL?.trim() || DEFAULT_CMS_ADMIN_URL,
    redisUrl: readRedisUrl(merged.REDIS_URL),
    drainTimeoutMs: readDrainSeconds(merged.DRAIN_TIMEOUT_SECONDS) * 1000,
  });
}

function readRedisUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    if (/^rediss?:$/.test(new URL(raw).protocol)) return raw;
  } catch {
    // reported below
  }
  // The value is not echoed: it may hold a password.
  throw new WebConfigError('REDIS_URL must be a redis:// or rediss:// URL.');
}

function readMediaCacheMegabytes(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 512;
  const megabytes = Number(raw);
  if (!/^\d+$/.test(raw) || megabytes < 1 || megabytes > 1_048_576)
    throw new WebConfigError(
      `WEB_MEDIA_CACHE_MB must be a whole number of megabytes from 1 to 1048576, got "${raw}".`,
    );
  return megabytes;
}

function readDrainSeconds(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 20;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 3600)
    throw new WebConfigError(
      `DRAIN_TIMEOUT_SECONDS must be a whole number from 1 to 3600, got "${raw}".`,
    );
  return seconds;
}

/** config/development.env's values, a line it cannot read being a setting problem. */
function readDevelopmentValues(file: string): Record<string, string> {
  try {
    return readEnvFile(file);
  } catch (error) {
    if (error instanceof EnvFileError) throw new WebConfigError(error.message);
    throw error;
  }
}

let current: WebConfig | undefined;

/** The settings of this process, read on first use. */
export function webConfig(): WebConfig {
  current ??= readWebConfig();
  return current;
}
